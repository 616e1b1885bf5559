import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MESSAGE_FILE_ACCEPT,
  MESSAGE_FILE_REFUSAL,
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  sendWithFilesFieldsSchema,
} from '@shared/schemas/messages';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button, buttonClass } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { formatBytes } from '@web/ui/FilePreview';
import { useSendMessage } from './api';

// The thread supplies the conversation; the form checks the text with the route's own rule
// (which lets the text be empty when a file goes with it).
const composerSchema = sendWithFilesFieldsSchema;

const ACCEPTED = new Set(MESSAGE_FILE_ACCEPT.split(','));

/**
 * A phone's on-screen keyboard (a touch screen, no hover): its Enter key writes a new line, as
 * on any phone messenger, and the Send button sends. Read at each key press: a tablet may gain a
 * keyboard and mouse.
 */
const touchKeyboard = () => window.matchMedia('(hover: none) and (pointer: coarse)').matches;

/**
 * The input under a thread: on a desktop Enter sends and Shift+Enter starts a new line (on a
 * phone Enter is a new line); up to MESSAGE_MAX_FILES images or PDFs ride along. A problem with
 * the text shows under the text, one with the files on the Attach control. A successful send is
 * seen in the thread itself, so no toast.
 */
export function MessageComposer({
  conversationId,
  onSent,
  onFailed,
}: {
  conversationId: string;
  onSent: () => void;
  onFailed: (desc: string) => void;
}) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fileErrorId = `${inputId}-files-error`;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  // A refusal about neither the text nor the files (a block between the two, a failed send with files).
  const [sendError, setSendError] = useState<string>();
  const send = useSendMessage();
  const form = useForm<z.input<typeof composerSchema>, unknown, z.output<typeof composerSchema>>({
    resolver: zodResolver(composerSchema),
    defaultValues: { desc: '' },
  });
  const textError = form.formState.errors.desc?.message;
  const empty = !(form.watch('desc') ?? '').trim() && files.length === 0;

  const clear = () => {
    form.reset();
    setFiles([]);
    setFileError(undefined);
    setSendError(undefined);
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
            if (err.status === 413) setFileError(_('messages.composer.tooLarge'));
            else if (err.status === 415) setFileError(translateError(err.message.replace(/^files: /, '')));
            else setSendError(applyServerErrors(err, form.setError, ['desc']) ?? undefined);
            return;
          }
          // Files cannot wait in the thread for a Retry: they stay in the box with the text, to send again.
          if (files.length > 0) {
            setSendError(_('messages.composer.failed'));
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
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || touchKeyboard()) return;
    e.preventDefault();
    // An empty box does nothing on Enter, as the disabled Send button does.
    if (!empty) void submit();
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    // The picker's filter can be switched to "All files": such a file is named and left out.
    const refused = chosen.find((f) => !ACCEPTED.has(f.type));
    const picked = [...files, ...chosen.filter((f) => ACCEPTED.has(f.type))];
    setFileError(
      refused
        ? _('messages.composer.refused', { name: refused.name, why: translateError(MESSAGE_FILE_REFUSAL) })
        : picked.length > MESSAGE_MAX_FILES
          ? _('messages.composer.atMost', { max: MESSAGE_MAX_FILES })
          : undefined,
    );
    setFiles(picked.slice(0, MESSAGE_MAX_FILES));
    e.target.value = '';
  };

  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 bg-white p-3 sm:p-4">
      {files.length > 0 && (
        <ul aria-label={_('messages.composer.files')} className="mb-2 flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex max-w-full items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-xs text-slate-700"
            >
              <bdi className="min-w-0 truncate">{file.name}</bdi>
              <span className="shrink-0 text-slate-500">{formatBytes(file.size)}</span>
              <button
                type="button"
                aria-label={_('messages.composer.remove', { name: file.name })}
                onClick={() => {
                  setFiles((list) => list.filter((_, j) => j !== i));
                  setFileError(undefined);
                }}
                className="grid size-7 place-items-center rounded hover:bg-slate-200"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {_('messages.composer.label')}
        </label>
        {/* The file input itself is the control (named by its label, reached by Tab, opened by Enter or Space), drawn as a button. */}
        <label
          title={_('messages.composer.attachTitle')}
          className={cn(
            buttonClass(
              'secondary',
              'md',
              'h-11 shrink-0 cursor-pointer px-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
            ),
            fileError && 'border-red-500',
          )}
        >
          <input
            type="file"
            multiple
            accept={MESSAGE_FILE_ACCEPT}
            onChange={onPick}
            className="sr-only"
            aria-label={_('messages.composer.attach')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? fileErrorId : undefined}
          />
          <Paperclip className="size-4" aria-hidden />
        </label>
        <textarea
          id={inputId}
          rows={2}
          placeholder={_('messages.composer.placeholder')}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? errorId : undefined}
          enterKeyHint="enter"
          {...form.register('desc')}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        <Button type="submit" className="h-11 shrink-0" loading={send.isPending} disabled={empty}>
          <SendHorizontal className="size-4" aria-hidden /> {_('messages.composer.send')}
        </Button>
      </div>
      {textError && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {translateError(textError)}
        </p>
      )}
      {fileError && (
        <p id={fileErrorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {fileError}
        </p>
      )}
      {sendError && (
        <p role="alert" className="mt-1.5 text-sm text-red-700">
          {translateError(sendError)}
        </p>
      )}
    </form>
  );
}
