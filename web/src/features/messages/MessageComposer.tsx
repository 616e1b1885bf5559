import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_FILE_ACCEPT, MESSAGE_MAX_FILES, MESSAGE_MAX_LENGTH, sendWithFilesFieldsSchema } from '@shared/schemas/messages';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { formatBytes } from '@web/ui/FilePreview';
import { useSendMessage } from './api';

// The thread supplies the conversation; the form checks the text with the route's own rule
// (which lets the text be empty when a file goes with it).
const composerSchema = sendWithFilesFieldsSchema;

/**
 * The input under a thread: Enter sends, Shift+Enter starts a new line; up to MESSAGE_MAX_FILES
 * images or PDFs ride along. A successful send is seen in the thread itself, so no toast.
 */
export function MessageComposer({ conversationId, onSent, onFailed }: { conversationId: string; onSent: () => void; onFailed: (desc: string) => void }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const send = useSendMessage();
  const form = useForm<z.input<typeof composerSchema>, unknown, z.output<typeof composerSchema>>({ resolver: zodResolver(composerSchema), defaultValues: { desc: '' } });
  const error = form.formState.errors.desc?.message ?? fileError;
  const empty = !(form.watch('desc') ?? '').trim() && files.length === 0;

  const clear = () => {
    form.reset();
    setFiles([]);
    setFileError(undefined);
  };
  const submit = form.handleSubmit(({ desc }) => {
    if (send.isPending || (!desc && files.length === 0)) return;
    send.mutate(
      { conversationId, desc, files },
      {
        onSuccess: () => {
          clear();
          onSent();
        },
        onError: (err) => {
          // A refused send (bad text, a file of the wrong type or too large, a block between the two) stays in the box, its reason under it.
          if (err instanceof ApiError && [400, 403, 413, 415].includes(err.status)) {
            const rest = applyServerErrors(err, form.setError, ['desc']);
            if (rest !== null) setFileError(err.status === 413 ? 'A file is too large to send' : rest);
            return;
          }
          // Files cannot wait in the thread for a Retry: they stay in the box with the text, to send again.
          if (files.length > 0) {
            setFileError('The message could not be sent. Try again.');
            return;
          }
          // Anything else (offline, a server failure): the text moves into the thread, marked as not sent, with a Retry; the box is free again.
          clear();
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
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...files, ...Array.from(e.target.files ?? [])];
    setFileError(picked.length > MESSAGE_MAX_FILES ? `At most ${MESSAGE_MAX_FILES} files per message` : undefined);
    setFiles(picked.slice(0, MESSAGE_MAX_FILES));
    e.target.value = '';
  };

  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 bg-white p-3 sm:p-4">
      {files.length > 0 && (
        <ul aria-label="Files to send" className="mb-2 flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex max-w-full items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-xs text-slate-700">
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-slate-500">{formatBytes(file.size)}</span>
              <button type="button" aria-label={`Remove ${file.name}`} onClick={() => setFiles((list) => list.filter((_, j) => j !== i))} className="grid size-7 place-items-center rounded hover:bg-slate-200">
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <input ref={fileInput} type="file" multiple accept={MESSAGE_FILE_ACCEPT} onChange={onPick} className="sr-only" tabIndex={-1} aria-hidden id={`${inputId}-files`} />
        <Button type="button" variant="secondary" className="h-11 shrink-0 px-3" aria-label="Attach files" title="Attach images or PDFs" onClick={() => fileInput.current?.click()}>
          <Paperclip className="size-4" aria-hidden />
        </Button>
        <textarea
          id={inputId}
          rows={2}
          placeholder="Write a message…"
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register('desc')}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
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
