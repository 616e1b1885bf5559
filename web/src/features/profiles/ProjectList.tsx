import { Trans, useLingui } from '@lingui/react';
import { ExternalLink, FolderOpen, Trash2 } from 'lucide-react';
import { isProjectUrl, type Project } from '@shared/schemas/profiles';
import { Button, buttonClass } from '@web/ui/Button';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { VERIFIED_PROJECTS } from '@shared/constants';

/** Portfolio projects: title and a Show link opening in a new tab; Delete when onDelete is given. */
export function ProjectList({
  projects,
  onDelete,
  deleting,
}: {
  projects: Project[];
  onDelete?: (project: Project) => Promise<unknown>;
  deleting?: string;
}) {
  const { _ } = useLingui();
  if (projects.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <FolderOpen className="size-4" aria-hidden /> {_('profiles.projects.none')}
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      aria-label={_('profiles.tabs.projects')}
    >
      {projects.map((project) => (
        <li key={project._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <span dir="auto" className="min-w-40 flex-1 font-medium break-words text-slate-800">
            {project.title}
          </span>
          <span className="flex shrink-0 gap-2">
            {/* The server only stores http(s) links; the check here keeps old or odd data inert. */}
            {isProjectUrl(project.projectUrl) && (
              <a
                href={project.projectUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary', 'sm')}
              >
                <ExternalLink className="size-4" aria-hidden />
                <Trans
                  id="profiles.projects.show"
                  values={{ title: project.title }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </a>
            )}
            {onDelete && (
              <ConfirmAction
                title={_('profiles.projects.deleteTitle', { title: project.title })}
                confirmLabel={_('profiles.projects.delete')}
                onConfirm={() => onDelete(project)}
                trigger={(open) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={open}
                    loading={deleting === project._id}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    <Trans
                      id="profiles.projects.deleteButton"
                      values={{ title: project.title }}
                      components={{ 0: <span className="sr-only" /> }}
                    />
                  </Button>
                )}
              >
                {projects.length === VERIFIED_PROJECTS
                  ? _('profiles.projects.deleteBadge', { count: VERIFIED_PROJECTS })
                  : _('profiles.projects.deleteBody')}
              </ConfirmAction>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
