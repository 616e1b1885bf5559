import { CircleCheck, Flag, Scale, ShieldAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dispute, DisputeMessage, DisputeProposal } from '@shared/schemas/disputes';
import { Attachments } from '@web/ui/Attachments';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { UserText } from '@web/ui/UserText';
import { iso, useDisputeWords } from './use-dispute-words';

type Entry = { at: string; key: string; node: ReactNode };

/** A line of the story told by Workify: an icon, what happened, when, and maybe more under it. */
function Event({ icon, title, at, children }: { icon: ReactNode; title: ReactNode; at: string; children?: ReactNode }) {
  const { dateTime } = useDisputeWords();
  return (
    <div className="flex gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">{icon}</span>
      <div className="min-w-0 flex-1 space-y-1 pt-1">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">{dateTime(at)}</p>
        {children}
      </div>
    </div>
  );
}

function Message({ m, mine }: { m: DisputeMessage; mine: boolean }) {
  const { _, dateTime } = useDisputeWords();
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
          <span className="font-medium wrap-anywhere text-slate-900">
            {mine ? _('disputes.timeline.you') : iso(m.author.fullName)}
          </span>
          <span className="text-xs text-slate-500">
            {_(`disputes.side.${m.side}`)} · {dateTime(m.createdAt)}
          </span>
        </p>
        {m.body && <UserText text={m.body} className="text-sm text-slate-800" />}
        <Attachments files={m.files} label={_('disputes.timeline.evidence')} />
      </div>
    </div>
  );
}

function Proposal({ p }: { p: DisputeProposal }) {
  const w = useDisputeWords();
  return (
    <Event
      icon={<Scale className="size-4" aria-hidden />}
      title={w.t('disputes.timeline.proposed', { name: iso(p.proposer.fullName), side: p.side })}
      at={p.createdAt}
    >
      <p className="text-sm text-slate-800">{w.outcomeText(p.outcome, p.refundCents, p.releaseCents)}</p>
      <p className={cn('text-xs font-medium', p.status === 'accepted' ? 'text-brand-700' : 'text-slate-600')}>
        {w._(`disputes.proposal.${p.status}`)}
      </p>
    </Event>
  );
}

/** Everything that happened in the dispute, oldest first: its opening, messages with evidence, proposals, escalation and outcome. */
export function DisputeTimeline({ dispute: d, viewerId }: { dispute: Dispute; viewerId: string | undefined }) {
  const w = useDisputeWords();
  const entries: Entry[] = [
    {
      at: d.createdAt,
      key: 'opened',
      node: (
        <Event
          icon={<ShieldAlert className="size-4" aria-hidden />}
          title={w.t('disputes.timeline.opened', {
            name: iso(d.openedBy.fullName),
            side: d.openedBySide,
            reason: w.reason(d.reason),
          })}
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
          title={w._('disputes.timeline.escalated')}
          at={d.escalatedAt}
        />
      ),
    });
  const closing = w.closingText(d);
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
            <UserText text={d.decisionReason} className="border-s-4 border-brand-300 ps-3 text-sm text-slate-700" />
          )}
        </Event>
      ),
    });
  }
  // Stable: a proposal made in the same instant as a message stays after it.
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label={w._('disputes.timeline.label')} className="space-y-5">
      {entries.map((e) => (
        <li key={e.key}>{e.node}</li>
      ))}
    </ol>
  );
}
