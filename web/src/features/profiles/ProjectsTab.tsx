import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS, VERIFIED_PROJECTS } from '@shared/constants';
import { projectSchema, type Project } from '@shared/schemas/profiles';
import { Button } from '@web/ui/Button';
import { ErrorState } from '@web/ui/EmptyState';
import { Input } from '@web/ui/Field';
import { Skeleton } from '@web/ui/Skeleton';
import { AddToggle } from './AddToggle';
import { ProjectList } from './ProjectList';
import { useAddProject, useDeleteProject, useMyProjects } from './api';

const EMPTY = { title: '', projectUrl: '' };

/** /userprofile Projects tab: the + toggle opens title and link inputs; 3 projects earn the verified badge. */
export function ProjectsTab() {
  const projects = useMyProjects();
  const add = useAddProject();
  const remove = useDeleteProject();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  const formId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = projectSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message, { autoClose: TOAST_MS.short });
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(EMPTY);
        toast.success('Project added successfully', { autoClose: TOAST_MS.short });
      },
      onError: (err) => toast.error(err.message.replace(/^\w+: /, '')),
    });
  };
  const onDelete = (project: Project) =>
    remove.mutate(project._id, {
      onSuccess: () => toast.success('Project deleted successfully', { autoClose: TOAST_MS.short }),
      onError: (err) => toast.error(err.message),
    });

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
          Projects <span className="block text-sm font-normal text-slate-500 sm:inline">({VERIFIED_PROJECTS} projects are required to get verified)</span>
        </h2>
        <AddToggle open={open} onToggle={() => setOpen((o) => !o)} label={open ? 'Close the project form' : 'Add a project'} controls={formId} />
      </div>
      {open && (
        <form id={formId} onSubmit={submit} noValidate className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Input label="Project title" placeholder="Online store redesign" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} maxLength={100} />
          <Input label="Project link" type="url" inputMode="url" placeholder="https://example.com" value={draft.projectUrl} onChange={(e) => setDraft({ ...draft, projectUrl: e.target.value })} />
          <Button type="submit" loading={add.isPending}>
            Add
          </Button>
        </form>
      )}
      {projects.isPending ? (
        <div role="status" aria-label="Loading projects" className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : projects.isError ? (
        <ErrorState onRetry={() => projects.refetch()} />
      ) : (
        <ProjectList projects={projects.data} onDelete={onDelete} deleting={remove.isPending ? remove.variables : undefined} />
      )}
    </section>
  );
}
