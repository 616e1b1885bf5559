import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Message } from '@shared/schemas/messages';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Attachments } from '@web/ui/Attachments';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { HiddenNote } from '@web/ui/Hidden';
import { linkify } from '@web/ui/UserText';

/** What the screen hosting a thread draws into its messages. */
export interface MessageSlots {
  /** A message that carries an offer shows as the offer's card. */
  renderOffer?: (offerId: string) => ReactNode;
  /** Beside the time, for the other person's messages (e.g. Report). */
  renderActions?: (message: Message) => ReactNode;
}

interface Props extends MessageSlots {
  message: Message;
  own: boolean;
}

/**
 * One message: the viewer's own on the right, the other person's on the left. A message that
 * carries an offer shows as the offer's card, drawn by the screen that hosts the thread. A
 * message Workify hid reads as a notice to the other person; its sender sees it with the reason.
 */
export function MessageBubble({ message, own, renderOffer, renderActions }: Props) {
  const { _ } = useLingui();
  const card = message.offerId && renderOffer ? renderOffer(message.offerId) : null;
  const who = own ? _('messages.you') : message.userId.fullName;
  const notice = message.hidden && !own;
  return (
    <li className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
      <Avatar src={message.userId.avatar} name={message.userId.fullName} className="size-8" />
      <div className={cn('flex max-w-[80%] min-w-0 flex-col sm:max-w-[70%]', own ? 'items-end' : 'items-start')}>
        {card ??
          (message.desc ? (
            <p
              className={cn(
                'max-w-full rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap wrap-anywhere',
                own
                  ? 'rounded-br-md bg-brand-700 text-white [&_a]:text-white'
                  : 'rounded-bl-md bg-slate-100 text-slate-900',
                notice && 'border border-dashed border-slate-300 bg-white text-slate-500 italic',
              )}
            >
              <span className="sr-only">{_('messages.said', { who })} </span>
              {linkify(message.message)}
            </p>
          ) : (
            <span className="sr-only">{_('messages.sent', { who })}</span>
          ))}
        <Attachments files={message.files ?? []} />
        {message.hidden && own && (
          <HiddenNote reason={message.hiddenReason} className="mt-1 max-w-full">
            {_('messages.hiddenNote')}
          </HiddenNote>
        )}
        <div className={cn('mt-1 flex items-center gap-1 px-1', own && 'flex-row-reverse')}>
          <time
            dateTime={message.createdAt}
            title={dateTimeOf(message.createdAt)}
            className="text-[11px] text-slate-500"
          >
            {shortTime(message.createdAt)}
          </time>
          {!own && !message.hidden && renderActions?.(message)}
        </div>
      </div>
    </li>
  );
}
