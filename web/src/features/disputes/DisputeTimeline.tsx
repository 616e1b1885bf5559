import { CircleCheck, Flag, Scale, ShieldAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DISPUTE_REASON_LABELS,
  type Dispute,
  type DisputeMessage,
  type DisputeProposal,
} from '@shared/schemas/disputes';
import { Attachments } from '@web/ui/Attachments';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { UserText } from '@web/ui/UserText';
import { closingText, outcomeText } from './words';
import { dateTimeOf } from '@web/lib/dates';

const SIDE_LABELS = { buyer: 'Buyer', seller: 'Seller', admin: 'Workify' } as const;
const PROPOSAL_STATE = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  superseded: 'Replaced by a newer proposal',
  void: 'Closed without an answer',
} as const;

type Entry = { at: string; key: string; node: ReactNode };

/** A line of the story told by Workify: an icon, what happened, when, and maybe more under it. */
function Event({ icon, title, at, children }: { icon: ReactNode; title: ReactNode; at: string; children?: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">{icon}</span>
      <div className="min-w-0 flex-1 space-y-1 pt-1">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">{dateTimeOf(at)}</p>
        {children}
      </div>
    </div>
  );
}

function Message({ m, mine }: { m: DisputeMessage; mine: boolean }) {
  return (
    <div className="flex gap-3">
      <Avatar src={m.author.avatar} name={m.author.fullName} className="size-8" />
      <div
        className={cn(
          'min-w-0 flex-1 space-y-2 rounded-xl border p-3',
          m.side === 'admin'
            ? 'border-brand-200 bg-brand-50/50'
            : mine
              ? 'border-slate-200 bg-slate-50'
              : 'border-slate-200 bg-white',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium wrap-anywhere text-slate-900">{mine ? 'You' : m.author.fullName}</span>
          <span className="text-xs text-slate-500">
            {SIDE_LABELS[m.side]} · {dateTimeOf(m.createdAt)}
          </span>
        </p>
        {m.body && <UserText text={m.body} className="text-sm text-slate-800" />}
        <Attachments files={m.files} label="Evidence" />
      </div>
    </div>
  );
}

function Proposal({ p }: { p: DisputeProposal }) {
  return (
    <Event
      icon={<Scale className="size-4" aria-hidden />}
      title={`${p.proposer.fullName} (${SIDE_LABELS[p.side].toLowerCase()}) proposed an outcome`}
      at={p.createdAt}
    >
      <p className="text-sm text-slate-800">{outcomeText(p.outcome, p.refundCents, p.releaseCents)}</p>
      <p className={cn('text-xs font-medium', p.status === 'accepted' ? 'text-brand-700' : 'text-slate-600')}>
        {PROPOSAL_STATE[p.status]}
      </p>
    </Event>
  );
}

/** Everything that happened in the dispute, oldest first: its opening, messages with evidence, proposals, escalation and outcome. */
export function DisputeTimeline({ dispute: d, viewerId }: { dispute: Dispute; viewerId: string | undefined }) {
  const entries: Entry[] = [
    {
      at: d.createdAt,
      key: 'opened',
      node: (
        <Event
          icon={<ShieldAlert className="size-4" aria-hidden />}
          title={`${d.openedBy.fullName} (${d.openedBySide}) opened the dispute: ${DISPUTE_REASON_LABELS[d.reason]}`}
          at={d.createdAt}
        >
          <UserText text={d.details} className="text-sm text-slate-700" />
        </Event>
      ),
    },
    ...d.messages.map((m) => ({
      at: m.createdAt,
      key: `m-${m._id}`,
      node: <Message m={m} mine={m.author._id !== null && m.author._id === viewerId} />,
    })),
    ...d.proposals.map((p) => ({ at: p.createdAt, key: `p-${p._id}`, node: <Proposal p={p} /> })),
  ];
  if (d.escalatedAt)
    entries.push({
      at: d.escalatedAt,
      key: 'escalated',
      node: (
        <Event
          icon={<Flag className="size-4" aria-hidden />}
          title="Escalated: Workify's team decides"
          at={d.escalatedAt}
        />
      ),
    });
  const closing = closingText(d);
  if (d.closedAt && closing) {
    const icon =
      d.status === 'withdrawn' ? (
        <Undo2 className="size-4" aria-hidden />
      ) : (
        <CircleCheck className="size-4" aria-hidden />
      );
    entries.push({
      at: d.closedAt,
      key: 'closed',
      node: (
        <Event icon={icon} title={closing} at={d.closedAt}>
          {d.decisionReason && (
            <UserText text={d.decisionReason} className="border-l-4 border-brand-300 pl-3 text-sm text-slate-700" />
          )}
        </Event>
      ),
    });
  }
  // Stable: a proposal made in the same instant as a message stays after it.
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label="Dispute timeline" className="space-y-5">
      {entries.map((e) => (
        <li key={e.key}>{e.node}</li>
      ))}
    </ol>
  );
}
