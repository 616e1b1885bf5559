import { useLingui } from '@lingui/react';
import { AlertCircle, RotateCw } from 'lucide-react';
import { UserText } from '@web/ui/UserText';
import { useSendMessage } from './api';

export interface UnsentMessage {
  key: string;
  desc: string;
}

/** A message the server never got: shown as the viewer's own, marked "Not sent", with Retry. */
export function FailedMessage({
  conversationId,
  message,
  onSent,
}: {
  conversationId: string;
  message: UnsentMessage;
  onSent: (key: string) => void;
}) {
  const { _ } = useLingui();
  const send = useSendMessage();
  const retry = () => send.mutate({ conversationId, desc: message.desc }, { onSuccess: () => onSent(message.key) });
  return (
    <li className="flex flex-col items-end gap-1">
      <UserText
        text={message.desc}
        className="max-w-[80%] rounded-2xl rounded-br-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-slate-900 sm:max-w-[70%]"
      />
      <p className="flex items-center gap-2 px-1 text-xs text-red-800">
        <AlertCircle className="size-3.5" aria-hidden /> {_(send.isPending ? 'messages.sending' : 'messages.notSent')}
        <button
          type="button"
          onClick={retry}
          disabled={send.isPending}
          className="inline-flex items-center gap-1 font-medium underline underline-offset-2 disabled:opacity-50"
        >
          <RotateCw className="size-3.5" aria-hidden /> {_('messages.retry')}
        </button>
      </p>
    </li>
  );
}
