import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';
import { DetailRow } from '@web/ui/DetailRow';


export function ProfileTab({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-4">
        <dl className="flex-1">
          <DetailRow label="Username" value={user.username} />
          <DetailRow label="Name" value={user.fullName} />
          <DetailRow label="Email" value={user.email} />
        </dl>
        <Link to="/updateprofile" aria-label="Edit profile" className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-brand-700">
          <Pencil className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
