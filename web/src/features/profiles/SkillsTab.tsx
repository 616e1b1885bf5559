import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { addSkillsSchema, splitSkills, type AddSkillsInput } from '@shared/schemas/profiles';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { ErrorState } from '@web/ui/EmptyState';
import { Textarea } from '@web/ui/Field';
import { AddFormFooter } from './AddFormFooter';
import { Skeleton } from '@web/ui/Skeleton';
import { AddToggle } from './AddToggle';
import { SkillChips } from './SkillChips';
import { useAddSkills, useDeleteSkill, useMySkills } from './api';

/** /userprofile Skills tab: a + toggle opens the comma-separated textarea; chips remove one skill. */
export function SkillsTab() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
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

  const skillCount = skills.data?.length ?? 0;
  const submit = form.handleSubmit(({ skills }) => {
    const text = ([] as string[]).concat(skills).join(',');
    // SPEC.md: empty text is ignored, not refused.
    if (splitSkills(text).length === 0) return;
    setFormError(null);
    // The API says "2 skills added" in English: the toast is written here from the count it added.
    const before = skillCount;
    add.mutate(text, {
      onSuccess: (res) => {
        form.reset();
        const added = res.data.length - before;
        toast.success(added > 0 ? _('profiles.skills.added', { count: added }) : _('profiles.skills.noneNew'), {
          autoClose: TOAST_MS.short,
        });
      },
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['skills'])),
    });
  });
  const onRemove = (skill: string) =>
    remove.mutate(skill, { onError: (err) => errorToast('skill-remove', translateError(err.message) ?? err.message) });

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
          {_('profiles.skills.label')}
        </h2>
        <AddToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          label={_(open ? 'profiles.skills.close' : 'profiles.skills.open')}
          controls={formId}
        />
      </div>
      {open && (
        <form id={formId} onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
          <Textarea
            label={_('profiles.skills.new')}
            placeholder={_('profiles.skills.placeholder')}
            {...form.register('skills')}
            error={translateError(errors.skills?.message)}
            hint={_('profiles.skills.hint')}
            className="min-h-20"
          />
          <AddFormFooter error={formError} pending={add.isPending} />
        </form>
      )}
      {skills.isPending ? (
        <div role="status" aria-label={_('profiles.skills.loading')} className="flex flex-wrap gap-2">
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
