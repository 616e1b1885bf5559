import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { adminUserSearchSchema, type AdminUser, type AdminUserSearch } from '@shared/schemas/admin';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { Avatar } from '@web/ui/Avatar';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { Input } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { stackedTable as t } from '@web/ui/stacked-table';
import { useAdminUsers, useSuspension } from './api';
import { SuspendDialog } from './SuspendDialog';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const form = useForm<AdminUserSearch>({
    resolver: zodResolver(adminUserSearchSchema),
    defaultValues: { query: initial },
  });
  return (
    <form
      role="search"
      onSubmit={form.handleSubmit(({ query }) => onSearch(query))}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <Input
        label={_('admin.users.search')}
        type="search"
        placeholder={_('admin.users.searchHint')}
        wrapperClassName="flex-1"
        error={translateError(form.formState.errors.query?.message)}
        {...form.register('query')}
      />
      <Button type="submit" className="sm:mt-6">
        <Search className="size-4" aria-hidden /> {_('admin.users.searchButton')}
      </Button>
    </form>
  );
}

function Status({ user }: { user: AdminUser }) {
  const { _ } = useLingui();
  if (!user.suspendedAt) return <span className="text-slate-700">{_('admin.users.active')}</span>;
  return (
    <span className="flex min-w-0 flex-col items-end gap-0.5 sm:items-start">
      <Badge className="bg-red-50 text-red-700 ring-red-600/20">{_('admin.suspended')}</Badge>
      {user.suspendedReason && (
        <span dir="auto" className="max-w-xs text-end text-xs break-words text-slate-600 sm:text-start">
          {user.suspendedReason}
        </span>
      )}
    </span>
  );
}

function Actions({ user, onSuspend }: { user: AdminUser; onSuspend: (user: AdminUser) => void }) {
  const { _ } = useLingui();
  const { user: me } = useMe();
  const suspension = useSuspension();
  const name = user.fullName;
  if (me?._id === user.id) return <span className="text-xs text-slate-500">{_('admin.users.you')}</span>;
  if (!user.suspendedAt) {
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onSuspend(user)}
        aria-label={_('admin.users.suspendName', { name })}
      >
        {_('admin.users.suspend')}
      </Button>
    );
  }
  const lift = () =>
    suspension.mutate(
      { userId: user.id, action: 'unsuspend' },
      {
        onSuccess: () => toast.success(_('admin.users.lifted', { name })),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={lift}
      loading={suspension.isPending}
      aria-label={_('admin.users.unsuspendName', { name })}
    >
      {_('admin.users.unsuspend')}
    </Button>
  );
}

/** /admin/users: find an account by name, e-mail or username; suspend it with a reason, or lift a suspension. */
export default function UsersScreen() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const list = useAdminUsers(query);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <PageTitle>{_('admin.nav.users')}</PageTitle>
      <SearchForm key={query} initial={query} onSearch={(q) => setParams(q ? { query: q } : {})} />
      {list.isPending && <CardListSkeleton count={2} />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <EmptyState title={query ? _('admin.users.noMatch', { query }) : _('admin.users.none')} />
      )}
      {rows.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">
              {query ? _('admin.users.captionMatching', { query }) : _('admin.users.caption')}
            </caption>
            <thead className={t.thead}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  {_('admin.users.account')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.users.role')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.status')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {_('admin.users.joined')}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{_('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={t.tbody}>
              {rows.map((u) => (
                <tr key={u.id} className={t.row}>
                  <td className="px-4 py-3 max-sm:px-0 max-sm:pb-2">
                    <div className="flex min-w-0 items-center gap-3">
                      <Avatar src={u.avatar} name={u.fullName} className="size-9 shrink-0" />
                      <div className="min-w-0">
                        <Link
                          to={`/profile/${u.id}`}
                          className="block font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                        >
                          <bdi>{u.fullName}</bdi>
                        </Link>
                        <p dir="ltr" className="text-xs break-all text-slate-600 rtl:text-end">
                          @{u.username} · {u.email}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={t.cell} data-label={_('admin.users.role')}>
                    <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
                      {u.role === 'client' ? _('admin.users.client') : _('admin.users.freelancer')}
                      {u.isAdmin && <Badge>{_('admin.admin')}</Badge>}
                    </span>
                  </td>
                  <td className={t.cell} data-label={_('admin.status')}>
                    <Status user={u} />
                  </td>
                  <td className={`${t.cell} whitespace-nowrap`} data-label={_('admin.users.joined')}>
                    <time dateTime={u.createdAt} title={dateTimeOf(u.createdAt)}>
                      {shortTime(u.createdAt)}
                    </time>
                  </td>
                  <td className={`${t.cell} sm:text-end`} data-label="">
                    <Actions user={u} onSuspend={setSuspending} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        label={_('admin.users.more')}
      />
      <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}
