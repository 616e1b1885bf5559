import { zodResolver } from '@hookform/resolvers/zod';
import { FileArchive, FileText, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { DELIVERY_ACCEPT, DELIVERY_MAX_FILES } from '@shared/schemas/deliverables';
import { deliverySchema, type DeliveryInput } from '@shared/schemas/orders';
import { Button } from '@web/ui/Button';
import { Textarea } from '@web/ui/Field';
import { useDeliver } from './api';

/** A picked file: an image shows itself, a PDF or ZIP its icon and name. */
function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
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
      <span className="w-full truncate text-xs text-slate-700">{file.name}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="absolute -top-2 -right-2 rounded-full bg-white p-0.5 text-slate-500 shadow ring-1 ring-slate-200 hover:text-red-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** The seller's delivery: a message and up to 5 images, PDFs or ZIPs, with upload progress. */
export function DeliveryForm({ orderId }: { orderId: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const deliver = useDeliver(orderId, setProgress);
  const form = useForm<DeliveryInput>({ resolver: zodResolver(deliverySchema), defaultValues: { message: '' } });

  const pick = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])];
    setFileError(next.length > DELIVERY_MAX_FILES ? `At most ${DELIVERY_MAX_FILES} files` : null);
    setFiles(next.slice(0, DELIVERY_MAX_FILES));
  };

  const submit = form.handleSubmit(({ message }) => {
    const body = new FormData();
    body.set('message', message);
    for (const file of files) body.append('files', file, file.name);
    setProgress(0);
    deliver.mutate(body, {
      onSuccess: () => {
        form.reset();
        setFiles([]);
        toast.success('Work delivered', { autoClose: TOAST_MS.short });
      },
      onError: (err) => setFileError(err.message),
      onSettled: () => setProgress(null),
    });
  });

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Deliver work">
      <Textarea
        label="Delivery message"
        rows={3}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
      <div className="space-y-1.5">
        <label htmlFor="delivery-files" className="block text-sm font-medium text-slate-700">
          Files (images, PDF or ZIP, up to {DELIVERY_MAX_FILES})
        </label>
        <input
          id="delivery-files"
          type="file"
          multiple
          accept={DELIVERY_ACCEPT}
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
        />
        {fileError && (
          <p role="alert" className="text-sm text-red-600">
            {fileError}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Files to deliver">
          {files.map((file, i) => (
            <Preview key={`${file.name}-${i}`} file={file} onRemove={() => setFiles(files.filter((_, j) => j !== i))} />
          ))}
        </ul>
      )}
      {progress !== null && <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />}
      <Button type="submit" loading={deliver.isPending}>
        Deliver
      </Button>
    </form>
  );
}
