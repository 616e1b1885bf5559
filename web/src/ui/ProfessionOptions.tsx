import { PROFESSIONS } from '@shared/constants';

/** The options of a profession select: a disabled prompt, then SPEC's professions (sign-up and update profile). */
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
