import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { createApplicationSchema } from '@shared/schemas/applications';
import { Button } from '@web/ui/Button';
import { Input, Textarea } from '@web/ui/Field';
import { useApply } from './api';

/** The cover letter and attachment of /apply/{id}; success clears them and opens My Applications. */
export function ApplyForm({ postId }: { postId: string }) {
  const apply = useApply(postId);
  const navigate = useNavigate();
  const [coverLetter, setCoverLetter] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  // A file input cannot be set to empty from React; a new key gives a fresh, empty one.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<{ coverLetter?: string; attachment?: string; form?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createApplicationSchema.safeParse({ coverLetter });
    const next = { coverLetter: parsed.error?.issues[0]?.message, attachment: attachment ? undefined : 'Choose a jpg or png file' };
    setErrors(next);
    if (!parsed.success || !attachment) return;
    apply.mutate(
      { coverLetter: parsed.data.coverLetter, attachment },
      {
        onSuccess: () => {
          toast.success('Application submitted successfully');
          setCoverLetter('');
          setAttachment(null);
          setFileInputKey((k) => k + 1);
          navigate('/myapplication');
        },
        onError: (err) => {
          toast.error('Application failed to submit');
          setErrors({ form: err.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Textarea
        label="Cover letter"
        name="coverLetter"
        rows={8}
        maxLength={5000}
        value={coverLetter}
        onChange={(e) => setCoverLetter(e.target.value)}
        placeholder="Say why you are a great fit for this job"
        error={errors.coverLetter}
      />
      <Input
        key={fileInputKey}
        label="Attachment (jpg or png files)"
        name="attachment"
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => setAttachment(e.target.files?.[0] ?? null)}
        error={errors.attachment}
        className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700"
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" disabled={apply.isPending}>
        {apply.isPending ? 'Sending' : 'Apply'}
      </Button>
    </form>
  );
}
