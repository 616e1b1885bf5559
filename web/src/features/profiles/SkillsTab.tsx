import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { addSkillsSchema, splitSkills, type AddSkillsInput } from '@shared/schemas/profiles';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { ErrorState } from '@web/ui/EmptyState';
import { Textarea } from '@web/ui/Field';
import { AddFormFooter } from './AddFormFooter';
import { Skeleton } from '@web/ui/Skeleton';
import { AddToggle } from './AddToggle';
import { SkillChips } from './SkillChips';
import { useAddSkills, useDeleteSkill, useMySkills } from './api';

/** /userprofile Skills tab: a + toggle opens the comma-separated textarea; chips remove one skill. */
export function SkillsTab() {
  const skills = useMySkills();
  const add = useAddSkills();
  const remove = useDeleteSkill();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  // raw: the server splits the text itself (SPEC.md); the schema only checks it.
  const form = useForm<AddSkillsInput>({
    resolver: zodResolver(addSkillsSchema, undefined, { raw: true }),
    defaultValues: { skills: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ skills }) => {
    const text = ([] as string[]).concat(skills).join(',');
    // SPEC.md: empty text is ignored, not refused.
    if (splitSkills(text).length === 0) return;
    setFormError(null);
    add.mutate(text, {
      onSuccess: (res) => {
        form.reset();
        toast.success(res.message, { autoClose: TOAST_MS.short });
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['skills'])),
    });
  });
  const onRemove = (skill: string) =>
    remove.mutate(skill, { onError: (err) => errorToast('skill-remove', err.message) });

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
          Skills
        </h2>
        <AddToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          label={open ? 'Close the skills form' : 'Add skills'}
          controls={formId}
        />
      </div>
      {open && (
        <form id={formId} onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
          <Textarea
            label="New skills"
            placeholder="Enter skills seprated with commas"
            {...form.register('skills')}
            error={errors.skills?.message}
            hint="For example: React, Figma, Copywriting"
            className="min-h-20"
          />
          <AddFormFooter error={formError} pending={add.isPending} />
        </form>
      )}
      {skills.isPending ? (
        <div role="status" aria-label="Loading skills" className="flex flex-wrap gap-2">
          {['w-20', 'w-28', 'w-16', 'w-24'].map((w) => (
            <Skeleton key={w} className={`h-7 rounded-full ${w}`} />
          ))}
        </div>
      ) : skills.isError ? (
        <ErrorState onRetry={() => skills.refetch()} />
      ) : (
        <SkillChips
          skills={skills.data}
          onRemove={onRemove}
          removing={remove.isPending ? remove.variables : undefined}
        />
      )}
    </section>
  );
}
