import { useLingui } from '@lingui/react';
import { PROFESSIONS } from '@shared/constants';

/** The options of a profession select: a disabled prompt, then the professions (SPEC's and the gig categories' trades; sign-up and update profile). */
export function ProfessionOptions() {
  const { _ } = useLingui();
  return (
    <>
      <option value="" disabled>
        {_('ui.profession.choose')}
      </option>
      {PROFESSIONS.map((p) => (
        <option key={p}>{p}</option>
      ))}
    </>
  );
}
