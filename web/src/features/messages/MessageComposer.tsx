import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { MESSAGE_MAX_LENGTH, sendMessageSchema } from '@shared/schemas/messages';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { useSendMessage } from './api';

// The thread supplies the conversation; the form checks the text with the route's own rule.
const composerSchema = sendMessageSchema.pick({ desc: true });

/** The input under a thread: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ conversationId, onSent, onFailed }: { conversationId: string; onSent: () => void; onFailed: (desc: string) => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const send = useSendMessage();
  const form = useForm<{ desc: string }>({ resolver: zodResolver(composerSchema), defaultValues: { desc: '' } });
  const error = form.formState.errors.desc?.message;
  const empty = !form.watch('desc').trim();

  const submit = form.handleSubmit(({ desc }) => {
    if (send.isPending) return;
    send.mutate(
      { conversationId, desc },
      {
        onSuccess: () => {
          form.reset();
          onSent();
          toast.success('Message Sent Successfully', { autoClose: TOAST_MS.short });
        },
        onError: (err) => {
          // A refused text stays in the box, its reason under it: sending it again would fail the same way.
          if (err instanceof ApiError && err.status === 400 && applyServerErrors(err, form.setError, ['desc']) === null) return;
          // Anything else (offline, a server failure): the text moves into the thread, marked as not sent, with a Retry; the box is free again.
          form.reset();
          onFailed(desc);
        },
      },
    );
  });
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    // An empty box does nothing on Enter, as the disabled Send button does.
    if (!empty) void submit();
  };

  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          rows={2}
          placeholder="Write a message…"
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register('desc')}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        <Button type="submit" className="h-11 shrink-0" loading={send.isPending} disabled={empty}>
          <SendHorizontal className="size-4" aria-hidden /> Send
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
