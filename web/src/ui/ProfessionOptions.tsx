import { PROFESSIONS } from '@shared/constants';

/** The options of a profession select: a disabled prompt, then the professions (SPEC's and the gig categories' trades; sign-up and update profile). */
export function ProfessionOptions() {
  return (
    <>
      <option value="" disabled>
        Select your profession
      </option>
      {PROFESSIONS.map((p) => (
        <option key={p}>{p}</option>
      ))}
    </>
  );
}
