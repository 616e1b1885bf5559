import type { ReactNode } from 'react';
import type { Message } from '@shared/schemas/messages';
import { fullTime, shortTime } from '@web/lib/format-time';
import { Attachments } from '@web/ui/Attachments';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { linkify } from '@web/ui/UserText';

/**
 * One message: the viewer's own on the right, the other person's on the left. A message that
 * carries an offer shows as the offer's card, drawn by the screen that hosts the thread.
 */
export function MessageBubble({ message, own, renderOffer }: { message: Message; own: boolean; renderOffer?: (offerId: string) => ReactNode }) {
  const card = message.offerId && renderOffer ? renderOffer(message.offerId) : null;
  const who = own ? 'You' : message.userId.fullName;
  return (
    <li className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
      <Avatar src={message.userId.avatar} name={message.userId.fullName} className="size-8" />
      <div className={cn('flex max-w-[80%] min-w-0 flex-col sm:max-w-[70%]', own ? 'items-end' : 'items-start')}>
        {card ?? (message.desc ? (
          <p
            className={cn(
              'max-w-full rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap wrap-anywhere',
              own ? 'rounded-br-md bg-brand-700 text-white [&_a]:text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
            )}
          >
            <span className="sr-only">{who}: </span>
            {linkify(message.message)}
          </p>
        ) : (
          <span className="sr-only">{who} sent:</span>
        ))}
        <Attachments files={message.files ?? []} />
        <time dateTime={message.createdAt} title={fullTime(message.createdAt)} className="mt-1 px-1 text-[11px] text-slate-500">
          {shortTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
