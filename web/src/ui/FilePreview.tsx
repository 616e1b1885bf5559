import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the user chose, before it is sent: a thumbnail for an image, always its name and size. */
export function FilePreview({ files, label }: { files: readonly File[]; label?: string }) {
  const { _ } = useLingui();
  const [urls, setUrls] = useState<string[]>([]);
  // A file named like an image that is not one shows its name and size only, not a broken picture.
  const [broken, setBroken] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : ''));
    setUrls(made);
    return () => made.forEach((u) => u && URL.revokeObjectURL(u));
  }, [files]);
  if (files.length === 0) return null;
  return (
    <ul aria-label={label ?? _('ui.chosenFiles')} className="flex flex-wrap gap-3">
      {files.map((file, i) => (
        <li
          key={`${file.name}-${i}`}
          className="flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2 text-xs text-slate-700"
        >
          {urls[i] && !broken.includes(urls[i]) && (
            <img
              src={urls[i]}
              alt={_('ui.filePreview', { name: file.name })}
              onError={() => setBroken((b) => [...b, urls[i]!])}
              className="size-12 rounded object-cover"
            />
          )}
          <span className="min-w-0 wrap-anywhere">
            <span className="block font-medium">{file.name}</span>
            <span>{formatBytes(file.size)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The share of an upload already sent, from XMLHttpRequest's upload progress. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null) return null;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">
        {label}: {percent}%
      </p>
    </div>
  );
}
