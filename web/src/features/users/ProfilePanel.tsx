import { useLingui } from '@lingui/react';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { User } from '@shared/schemas/users';
import { errorToast } from '@web/lib/form-errors';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge, VerifiedNote } from '@web/ui/Badge';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { UploadProgress } from '@web/ui/FilePreview';
import { Spinner } from '@web/ui/Spinner';
import { useUpdateAvatar } from './api';
import { categoryNameIn } from '@web/lib/taxonomy';

/** Left panel of /userprofile: avatar (click to replace), name, role, the Security screen and Delete Account. */
export function ProfilePanel({ user }: { user: User }) {
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpdateAvatar();
  const [progress, setProgress] = useState<number | null>(null);
  const navigate = useNavigate();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(_('account.profile.avatarUpdated')),
        onError: (err) => errorToast('avatar', err.message.replace(/^avatar: /, '')),
        onSettled: () => setProgress(null),
      },
    );
  };
  const onDelete = () => {
    if (window.confirm(_('account.profile.deleteConfirm'))) navigate('/deleteaccount');
  };

  return (
    <Card className="flex flex-col items-center gap-3 self-start text-center">
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="group relative rounded-full"
        aria-label={_('account.profile.changePicture')}
      >
        <Avatar src={user.avatar} name={user.fullName} className="size-28 text-3xl" />
        <span className="absolute inset-0 grid place-items-center rounded-full bg-slate-900/50 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          {upload.isPending ? <Spinner /> : <Camera className="size-6" aria-hidden />}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label={_('account.profile.pictureFile')}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <UploadProgress percent={progress} label={_('auth.signup.avatarProgress')} />
      <div>
        <h1 className="flex items-center justify-center gap-1.5 text-lg font-semibold text-slate-900">
          <bdi>{user.fullName}</bdi>
          {user.isVerified && <VerifiedBadge />}
        </h1>
        <p className="text-sm text-slate-500">
          {user.isClient ? _('account.profile.client') : user.profession && categoryNameIn(_, user.profession)}
        </p>
        {user.isVerified && <VerifiedNote />}
      </div>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <ButtonLink to="/security" variant="secondary" size="sm">
          {_('account.security.title')}
        </ButtonLink>
        <Button variant="danger" size="sm" onClick={onDelete}>
          {_('account.delete.button')}
        </Button>
      </div>
    </Card>
  );
}
