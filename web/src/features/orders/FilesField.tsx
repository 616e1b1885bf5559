import { useLingui } from '@lingui/react';
import { FileArchive, FileText, Paperclip, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { DELIVERY_ACCEPT, DELIVERY_MAX_FILES, type DeliveryFileView } from '@shared/schemas/deliverables';

/** A picked file: an image shows itself, a PDF or ZIP its icon and name. */
function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { _ } = useLingui();
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const Icon = file.type === 'application/pdf' ? FileText : FileArchive;
  return (
    <li className="relative flex w-28 flex-col items-center gap-1 rounded-lg border border-slate-200 p-2 text-center">
      {url ? (
        <img src={url} alt="" className="h-16 w-full rounded object-cover" />
      ) : (
        <Icon className="size-10 text-slate-500" aria-hidden />
      )}
      <bdi className="w-full truncate text-xs text-slate-700">{file.name}</bdi>
      <button
        type="button"
        onClick={onRemove}
        aria-label={_('orders.files.remove', { name: file.name })}
        className="absolute -end-2 -top-2 rounded-full bg-white p-0.5 text-slate-500 shadow ring-1 ring-slate-200 hover:text-red-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** The files picked for work handed in (a delivery, a milestone's submission), and the error about them. */
export function useFilePicks() {
  const { _ } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  return {
    files,
    error,
    setError,
    pick: (list: FileList | null) => {
      const next = [...files, ...Array.from(list ?? [])];
      setError(next.length > DELIVERY_MAX_FILES ? _('orders.files.tooMany', { max: DELIVERY_MAX_FILES }) : null);
      setFiles(next.slice(0, DELIVERY_MAX_FILES));
    },
    remove: (index: number) => setFiles(files.filter((_, j) => j !== index)),
    clear: () => setFiles([]),
    /** The picked files under `files`, as the API reads them. */
    appendTo: (body: FormData) => files.forEach((file) => body.append('files', file, file.name)),
  };
}
export type FilePicks = ReturnType<typeof useFilePicks>;

/** Up to DELIVERY_MAX_FILES images, PDFs or ZIPs (the server checks their bytes), previewed before sending. */
export function FilesField({ picks, listLabel }: { picks: FilePicks; listLabel: string }) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {_('orders.files.label', { max: DELIVERY_MAX_FILES })}
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={DELIVERY_ACCEPT}
          onChange={(e) => {
            picks.pick(e.target.files);
            e.target.value = '';
          }}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
        />
        {picks.error && (
          <p role="alert" className="text-sm text-red-600">
            {picks.error}
          </p>
        )}
      </div>
      {picks.files.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={listLabel}>
          {picks.files.map((file, i) => (
            <Preview key={`${file.name}-${i}`} file={file} onRemove={() => picks.remove(i)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Files handed in, each a link (an image with its thumbnail) only the order's parties can open. */
export function FileLinks({ files, label }: { files: DeliveryFileView[]; label?: string }) {
  if (!files.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {files.map((f) => (
        <li key={f.url} className="max-w-full">
          <a
            href={f.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-white px-2 py-1 text-sm text-brand-700 ring-1 ring-slate-200 hover:underline"
          >
            {f.type.startsWith('image/') ? (
              <img src={f.url} alt="" className="size-8 shrink-0 rounded object-cover" />
            ) : (
              <Paperclip className="size-4 shrink-0" aria-hidden />
            )}
            <bdi className="truncate">{f.name}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}
