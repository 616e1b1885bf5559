import { zodResolver } from '@hookform/resolvers/zod';
import { Check, MailPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { createInvitationSchema, INVITATION_MESSAGE_MAX } from '@shared/schemas/invitations';
import { applyServerErrors } from '@web/lib/form-errors';
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
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return (
      <p className={`inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 ${className ?? ''}`}>
        <Check className="size-4" aria-hidden /> Invited to {sentTo}
      </p>
    );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-label={`Invite ${freelancer.fullName} to a job`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MailPlus className="size-4" aria-hidden /> Invite to a job
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
          toast.success(`${freelancer.fullName} is invited.`);
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
          Invite {freelancer.fullName} to a job
        </h2>
        {posts && posts.length === 0 ? (
          <p className="text-sm text-slate-600">
            You have no open job posts. Post a job first, then invite people to it.
          </p>
        ) : (
          <>
            <Select
              label="Job post"
              error={form.formState.errors.postId?.message}
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
              label="Message"
              maxLength={INVITATION_MESSAGE_MAX}
              placeholder="Your work fits this job; I would like your proposal."
              error={form.formState.errors.message?.message}
              {...form.register('message')}
            />
          </>
        )}
        <FormError message={form.formState.errors.root?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            Cancel
          </Button>
          {posts && posts.length === 0 ? (
            <ButtonLink to="/createpost">Post a job</ButtonLink>
          ) : (
            <Button type="submit" loading={invite.isPending} disabled={!posts}>
              Send invitation
            </Button>
          )}
        </div>
      </form>
    </dialog>
  );
}
