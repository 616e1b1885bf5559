import { useLingui } from '@lingui/react';
import {
  Bell,
  BellOff,
  BellRing,
  MailPlus,
  MailX,
  Check,
  CheckCheck,
  CircleCheck,
  EyeOff,
  FileText,
  Flag,
  Handshake,
  MessageSquare,
  Scale,
  ShieldCheck,
  ShoppingBag,
  Star,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '@shared/schemas/notifications';
import { useFormatDate, useShortTime } from '@web/lib/dates';
import { cn } from '@web/ui/cn';
import { CountBadge } from '@web/ui/CountBadge';
import { ErrorState } from '@web/ui/EmptyState';
import { LoadMore } from '@web/ui/LoadMore';
import { Menu } from '@web/ui/Menu';
import { Skeleton } from '@web/ui/Skeleton';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, useUnreadNotifications } from './api';

const ICONS: Record<NotificationType, typeof Bell> = {
  'application.created': FileText,
  'application.completed': CircleCheck,
  'message.created': MessageSquare,
  'order.paid': ShoppingBag,
  'review.created': Star,
  'order.requirements': FileText,
  'order.delivered': ShoppingBag,
  'order.revision': FileText,
  'order.completed': CircleCheck,
  'order.cancelled': ShoppingBag,
  'order.change': Handshake,
  'order.rated': Star,
  'application.shortlisted': CircleCheck,
  'application.declined': FileText,
  'application.filled': FileText,
  'offer.received': Handshake,
  'offer.accepted': Handshake,
  'offer.declined': Handshake,
  'offer.withdrawn': Handshake,
  'offer.paid': ShoppingBag,
  'dispute.opened': Scale,
  'dispute.message': MessageSquare,
  'dispute.proposal': Scale,
  'dispute.escalated': Scale,
  'dispute.withdrawn': Scale,
  'dispute.resolved': CircleCheck,
  'report.received': Flag,
  'content.hidden': EyeOff,
  'content.restored': ShieldCheck,
  'invitation.received': MailPlus,
  'invitation.declined': MailX,
  'search.alert': BellRing,
};

/** Buttons inside the open menu act without closing it (the menu closes on a chosen item). */
const keepOpen = (action: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  action();
};

/** The header bell: the unread count, and a dropdown of the user's notifications. */
export function NotificationBell() {
  const { _ } = useLingui();
  const { data: unread = 0 } = useUnreadNotifications();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Menu
      className="max-sm:static"
      label={_('account.bell.label', { unread })}
      align="right"
      trigger={
        <span className="relative grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <Bell className="size-5" aria-hidden />
          <CountBadge count={unread} />
        </span>
      }
    >
      <div className="w-[calc(100vw-2.5rem)] sm:w-80">
        <div className="flex items-center justify-between gap-2 px-2 pt-1 pb-2">
          <p className="text-sm font-semibold text-slate-900">{_('account.bell.title')}</p>
          {unread > 0 && (
            <button
              type="button"
              onClick={keepOpen(() => markAll.mutate(undefined))}
              disabled={markAll.isPending}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
            >
              <CheckCheck className="size-4" aria-hidden /> {_('account.bell.markAll')}
            </button>
          )}
        </div>
        <NotificationList />
      </div>
    </Menu>
  );
}

function NotificationList() {
  const { _ } = useLingui();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  if (list.isPending) {
    return (
      <div role="status" aria-label={_('ui.loading')} className="space-y-3 p-2">
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorState onRetry={() => list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-500">
        <BellOff className="size-6 text-slate-500" aria-hidden /> {_('account.bell.none')}
      </p>
    );
  }
  return (
    <div className="max-h-96 overflow-y-auto">
      <ul aria-label={_('account.bell.title')} className="space-y-0.5">
        {items.map((n) => (
          <NotificationItem key={n._id} notification={n} onRead={() => markRead.mutate(n._id)} />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
    </div>
  );
}

function NotificationItem({ notification: n, onRead }: { notification: Notification; onRead: () => void }) {
  const { _ } = useLingui();
  const formatDate = useFormatDate();
  const shortTime = useShortTime();
  const Icon = ICONS[n.type] ?? Bell;
  return (
    <li className={cn('flex items-start gap-1 rounded-lg', !n.read && 'bg-brand-50')}>
      <Link
        to={n.link}
        onClick={() => !n.read && onRead()}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-100"
      >
        <Icon className={cn('mt-0.5 size-4 shrink-0', n.read ? 'text-slate-500' : 'text-brand-600')} aria-hidden />
        <span className="min-w-0">
          <span
            dir="auto"
            className={cn('block text-sm break-words', n.read ? 'text-slate-600' : 'font-medium text-slate-900')}
          >
            {n.text}
          </span>
          <time dateTime={n.createdAt} title={formatDate(n.createdAt, 'dateTime')} className="text-xs text-slate-500">
            {shortTime(n.createdAt)}
          </time>
          {!n.read && <span className="sr-only"> {_('account.bell.unread')}</span>}
        </span>
      </Link>
      {!n.read && (
        <button
          type="button"
          onClick={keepOpen(onRead)}
          aria-label={_('account.bell.markOne', { text: n.text })}
          title={_('account.bell.markRead')}
          className="m-1 grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-white hover:text-brand-700"
        >
          <Check className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
