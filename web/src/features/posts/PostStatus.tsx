import { useLingui } from '@lingui/react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Post, PostStatus } from '@shared/schemas/posts';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { useChangePostStatus } from './api';

const TONES: Record<PostStatus, string> = {
  open: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  hired: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  closed: 'bg-slate-100 text-slate-700 ring-slate-400/30',
};

const LABELS: Record<PostStatus, string> = {
  open: 'posts.status.open',
  hired: 'posts.status.hired',
  closed: 'posts.status.closed',
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { _ } = useLingui();
  return <Badge className={TONES[status]}>{_(LABELS[status])}</Badge>;
}

/** Close an open post, or reopen a closed one (a hired post stays hired). */
export function PostStatusButton({
  post,
  size = 'md',
}: {
  post: Pick<Post, '_id' | 'title' | 'status'>;
  size?: 'sm' | 'md';
}) {
  const { _ } = useLingui();
  const change = useChangePostStatus();
  if (post.status === 'hired') return null;
  const action = post.status === 'open' ? 'close' : 'reopen';
  const onClick = () =>
    change.mutate(
      { postId: post._id, action },
      {
        onSuccess: () =>
          toast.success(_(action === 'close' ? 'posts.status.closedToast' : 'posts.status.reopenedToast'), {
            autoClose: TOAST_MS.short,
          }),
        onError: (err) => toast.error(err.message, { autoClose: TOAST_MS.short }),
      },
    );
  return (
    <Button
      variant="secondary"
      size={size}
      loading={change.isPending}
      onClick={onClick}
      aria-label={_(action === 'close' ? 'posts.status.closePost' : 'posts.status.reopenPost', { title: post.title })}
    >
      {_(action === 'close' ? 'posts.status.close' : 'posts.status.reopen')}
    </Button>
  );
}
