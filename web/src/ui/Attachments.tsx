import { useLingui } from '@lingui/react';
import { FileText } from 'lucide-react';
import { formatBytes } from './FilePreview';

/** A sent file as the server lists it: `url` is its private download link. */
export interface AttachedFile {
  name: string;
  type: string;
  size: number;
  url: string;
}

/**
 * Files sent with a message (a conversation's, a dispute's evidence): images as thumbnails that
 * open full size, PDFs as download links. Their urls are private: only the people allowed load them.
 */
export function Attachments({ files, label }: { files: readonly AttachedFile[]; label?: string }) {
  const { _ } = useLingui();
  if (files.length === 0) return null;
  return (
    <ul aria-label={label ?? _('ui.attachments')} className="mt-1 flex max-w-full flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.url} className="max-w-full">
          {file.type.startsWith('image/') ? (
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-xl border border-slate-200"
            >
              <img src={file.url} alt={file.name} loading="lazy" className="h-32 w-auto max-w-56 object-cover" />
            </a>
          ) : (
            <a
              href={file.url}
              download={file.name}
              className="flex max-w-64 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 hover:border-brand-500"
            >
              <FileText className="size-5 shrink-0 text-red-700" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium">{file.name}</span>
                <span className="block text-xs text-slate-500">PDF · {formatBytes(file.size)}</span>
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
