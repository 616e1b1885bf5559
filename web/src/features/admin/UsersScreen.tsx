import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { adminUserSearchSchema, type AdminUser, type AdminUserSearch } from '@shared/schemas/admin';
import { dateTimeOf, shortTime } from '@web/lib/dates';
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
        label="Search users"
        type="search"
        placeholder="Name, e-mail or username"
        wrapperClassName="flex-1"
        error={form.formState.errors.query?.message}
        {...form.register('query')}
      />
      <Button type="submit" className="sm:mt-6">
        <Search className="size-4" aria-hidden /> Search
      </Button>
    </form>
  );
}

function Status({ user }: { user: AdminUser }) {
  if (!user.suspendedAt) return <span className="text-slate-700">Active</span>;
  return (
    <span className="flex min-w-0 flex-col items-end gap-0.5 sm:items-start">
      <Badge className="bg-red-50 text-red-700 ring-red-600/20">Suspended</Badge>
      {user.suspendedReason && (
        <span className="max-w-xs text-right text-xs break-words text-slate-600 sm:text-left">
          {user.suspendedReason}
        </span>
      )}
    </span>
  );
}

function Actions({ user, onSuspend }: { user: AdminUser; onSuspend: (user: AdminUser) => void }) {
  const { user: me } = useMe();
  const suspension = useSuspension();
  if (me?._id === user.id) return <span className="text-xs text-slate-500">You</span>;
  if (!user.suspendedAt) {
    return (
      <Button size="sm" variant="secondary" onClick={() => onSuspend(user)} aria-label={`Suspend ${user.fullName}`}>
        Suspend
      </Button>
    );
  }
  const lift = () =>
    suspension.mutate(
      { userId: user.id, action: 'unsuspend' },
      {
        onSuccess: () => toast.success(`${user.fullName} can sign in again.`),
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={lift}
      loading={suspension.isPending}
      aria-label={`Unsuspend ${user.fullName}`}
    >
      Unsuspend
    </Button>
  );
}

/** /admin/users: find an account by name, e-mail or username; suspend it with a reason, or lift a suspension. */
export default function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const list = useAdminUsers(query);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <PageTitle>Users</PageTitle>
      <SearchForm key={query} initial={query} onSearch={(q) => setParams(q ? { query: q } : {})} />
      {list.isPending && <CardListSkeleton count={2} />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <EmptyState title={query ? `No account matches “${query}”` : 'No accounts yet'} />
      )}
      {rows.length > 0 && (
        <div className={t.wrapper}>
          <table className={t.table}>
            <caption className="sr-only">
              {query ? `Accounts matching “${query}”` : 'Every account'}, newest first
            </caption>
            <thead className={t.thead}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  Account
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
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
                          {u.fullName}
                        </Link>
                        <p className="text-xs break-all text-slate-600">
                          @{u.username} · {u.email}
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className={t.cell} data-label="Role">
                    <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
                      {u.role === 'client' ? 'Client' : 'Freelancer'}
                      {u.isAdmin && <Badge>Admin</Badge>}
                    </span>
                  </td>
                  <td className={t.cell} data-label="Status">
                    <Status user={u} />
                  </td>
                  <td className={`${t.cell} whitespace-nowrap`} data-label="Joined">
                    <time dateTime={u.createdAt} title={dateTimeOf(u.createdAt)}>
                      {shortTime(u.createdAt)}
                    </time>
                  </td>
                  <td className={`${t.cell} sm:text-right`} data-label="">
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
        label="More accounts"
      />
      <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}
