import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { splitSkills } from '@shared/schemas/profiles';
import { Button } from '@web/ui/Button';
import { ErrorState } from '@web/ui/EmptyState';
import { Textarea } from '@web/ui/Field';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (splitSkills(text).length === 0) return;
    add.mutate(text, {
      onSuccess: (res) => {
        setText('');
        setError(undefined);
        toast.success(res.message, { autoClose: TOAST_MS.short });
      },
      onError: (err) => setError(err.message.replace(/^skills: /, '')),
    });
  };
  const onRemove = (skill: string) => remove.mutate(skill, { onError: (err) => toast.error(err.message) });

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
          Skills
        </h2>
        <AddToggle open={open} onToggle={() => setOpen((o) => !o)} label={open ? 'Close the skills form' : 'Add skills'} controls={formId} />
      </div>
      {open && (
        <form id={formId} onSubmit={submit} className="space-y-3 rounded-xl bg-slate-50 p-4">
          <Textarea
            label="New skills"
            placeholder="Enter skills seprated with commas"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
            hint="For example: React, Figma, Copywriting"
            className="min-h-20"
          />
          <div className="flex justify-end">
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </div>
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
        <SkillChips skills={skills.data} onRemove={onRemove} removing={remove.isPending ? remove.variables : undefined} />
      )}
    </section>
  );
}
