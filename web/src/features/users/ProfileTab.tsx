import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/users';
import { Button } from '@web/ui/Button';
import { Select } from '@web/ui/Field';
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
      <form onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-end">
        <Select label={<>Country <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">Coming Soon</span></>} defaultValue="" wrapperClassName="flex-1">
          <option value="">--Select-Country--</option>
          <option>India</option>
          <option>Russia</option>
        </Select>
        <Button type="submit" variant="secondary" disabled>
          Update
        </Button>
      </form>
    </div>
  );
}
