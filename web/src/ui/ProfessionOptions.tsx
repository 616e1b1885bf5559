import { useLingui } from '@lingui/react';
import { PROFESSIONS } from '@shared/constants';
import { categoryNameIn } from '@web/lib/taxonomy';

/** The options of a profession select: a disabled prompt, then the professions (SPEC's and the gig categories' trades; sign-up and update profile). */
export function ProfessionOptions() {
  const { _ } = useLingui();
  return (
    <>
      <option value="" disabled>
        {_('ui.profession.choose')}
      </option>
      {PROFESSIONS.map((p) => (
        <option key={p} value={p}>
          {categoryNameIn(_, p)}
        </option>
      ))}
    </>
  );
}
