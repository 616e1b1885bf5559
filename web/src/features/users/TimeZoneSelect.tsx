import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { User } from '@shared/schemas/users';
import { currentZoneName, timeZoneNames } from '@shared/time-zones';
import { ApiError } from '@web/api/client';
import { formatDate } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { Select } from '@web/ui/Field';
import { saveProfile } from './api';

const browserZone = () => currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The zone the person reads every time in (issue 33): detected by the browser at sign-up, saved
 * to the account, so a deadline reads the same on every device and in mails. Saved on choice.
 */
export function TimeZoneSelect({ user }: { user: User }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const zones = useMemo(timeZoneNames, []);
  const current = user.timeZone ?? browserZone();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const choose = (timeZone: string) => {
    setError(undefined);
    setSaving(true);
    saveProfile(queryClient, { fullName: user.fullName, timeZone })
      .catch((err: unknown) =>
        setError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : _('account.timeZone.failed')),
      )
      .finally(() => setSaving(false));
  };
  return (
    <Select
      label={_('account.timeZone.label')}
      value={current}
      disabled={saving}
      error={error}
      hint={_('account.timeZone.hint', { time: formatDate(new Date(), 'time', locale, current, true) })}
      onChange={(e) => choose(e.target.value)}
    >
      {(zones.includes(current) ? zones : [current, ...zones]).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </Select>
  );
}
