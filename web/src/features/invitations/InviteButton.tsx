import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react';
import { Check, MailPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { createInvitationSchema, INVITATION_MESSAGE_MAX } from '@shared/schemas/invitations';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button, ButtonLink } from '@web/ui/Button';
import { FormError, Select, Textarea } from '@web/ui/Field';
import { useInvite } from './api';

/** A post the client may invite to (the composing route gives their open posts). */
export interface OpenPost {
  _id: string;
  title: string;
}

const formSchema = z.object({
  postId: z.string().min(1, 'Choose a job post'),
  message: createInvitationSchema.shape.message,
});
type Values = z.infer<typeof formSchema>;

/**
 * "Invite to a job": a client picks one of their open posts and writes a line; the freelancer's
 * bell and mail carry it. Once sent the button says "Invited" (the post's page lists them too).
 */
export function InviteButton({
  freelancer,
  posts,
  className,
}: {
  freelancer: { _id: string; fullName: string };
  posts: OpenPost[] | undefined;
  className?: string;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return (
      <p className={`inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 ${className ?? ''}`}>
        <Check className="size-4" aria-hidden />{' '}
        <Trans id="invitations.invite.invitedTo" values={{ title: sentTo }} components={{ 0: <bdi /> }} />
      </p>
    );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-label={_('invitations.invite.label', { name: freelancer.fullName })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MailPlus className="size-4" aria-hidden /> {_('invitations.invite.button')}
      </Button>
      {open && (
        <InviteDialog
          freelancer={freelancer}
          posts={posts}
          onClose={() => setOpen(false)}
          onSent={(title) => {
            setOpen(false);
            setSentTo(title);
          }}
        />
      )}
    </>
  );
}

function InviteDialog({
  freelancer,
  posts,
  onClose,
  onSent,
}: {
  freelancer: { _id: string; fullName: string };
  posts: OpenPost[] | undefined;
  onClose: () => void;
  onSent: (title: string) => void;
}) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const invite = useInvite();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { postId: posts?.[0]?._id ?? '', message: '' },
  });
  useEffect(() => ref.current?.showModal(), []);
  useEffect(() => {
    if (posts?.[0] && !form.getValues('postId')) form.setValue('postId', posts[0]._id);
  }, [posts, form]);

  const submit = form.handleSubmit(({ postId, message }) =>
    invite.mutate(
      { postId, freelancerId: freelancer._id, message },
      {
        onSuccess: (invitation) => {
          toast.success(_('invitations.invite.sent', { name: freelancer.fullName }));
          onSent(invitation.postTitle);
        },
        onError: (err) => {
          const rest = applyServerErrors(err, form.setError, ['message', 'postId']);
          if (rest) form.setError('root', { message: rest });
        },
      },
    ),
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {_('invitations.invite.title', { name: freelancer.fullName })}
        </h2>
        {posts && posts.length === 0 ? (
          <p className="text-sm text-slate-600">{_('invitations.invite.noPosts')}</p>
        ) : (
          <>
            <Select
              label={_('invitations.invite.post')}
              error={translateError(form.formState.errors.postId?.message)}
              disabled={!posts}
              {...form.register('postId')}
            >
              {(posts ?? []).map((post) => (
                <option key={post._id} value={post._id}>
                  {post.title}
                </option>
              ))}
            </Select>
            <Textarea
              label={_('messages.composer.label')}
              maxLength={INVITATION_MESSAGE_MAX}
              placeholder={_('invitations.invite.placeholder')}
              error={translateError(form.formState.errors.message?.message)}
              {...form.register('message')}
            />
          </>
        )}
        <FormError message={translateError(form.formState.errors.root?.message)} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            {_('offers.form.cancel')}
          </Button>
          {posts && posts.length === 0 ? (
            <ButtonLink to="/createpost">{_('invitations.invite.postJob')}</ButtonLink>
          ) : (
            <Button type="submit" loading={invite.isPending} disabled={!posts}>
              {_('invitations.invite.send')}
            </Button>
          )}
        </div>
      </form>
    </dialog>
  );
}
