import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { MESSAGE_MAX_LENGTH } from '@shared/schemas/messages';
import { Button } from '@web/ui/Button';
import { useSendMessage } from './api';

/** The input under a thread: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationId, onSent, onFailed }: { conversationId: string; onSent: () => void; onFailed: (desc: string) => void }) {
  const [text, setText] = useState('');
  const inputId = useId();
  const send = useSendMessage();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const desc = text.trim();
    if (!desc || send.isPending) return;
    send.mutate(
      { conversationId, desc },
      {
        onSuccess: () => {
          setText('');
          onSent();
          toast.success('Message Sent Successfully', { autoClose: TOAST_MS.short });
        },
        // The text moves into the thread, marked as not sent, with a Retry; the box is free again.
        onError: () => {
          setText('');
          onFailed(desc);
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3 sm:p-4">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <textarea
        id={inputId}
        rows={2}
        placeholder="Write a message…"
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className="block max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      <Button type="submit" className="h-11 shrink-0" loading={send.isPending} disabled={!text.trim()}>
        <SendHorizontal className="size-4" aria-hidden /> Send
      </Button>
    </form>
  );
}
