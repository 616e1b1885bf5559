import { JOB_CATEGORY_GROUPS } from '@shared/taxonomy';

/** Every job category as a select's options, grouped under its trade (shared/taxonomy.ts). */
export function JobCategoryOptions() {
  return JOB_CATEGORY_GROUPS.map((group) => (
    <optgroup key={group.trade} label={group.name}>
      {group.categories.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </optgroup>
  ));
}
