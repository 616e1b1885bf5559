import { JOB_CATEGORY_GROUPS } from '@shared/taxonomy';
import { useCategoryName } from '@web/lib/taxonomy';

/** Every job category as a select's options, grouped under its trade (shared/taxonomy.ts): English values, labels in the page's language. */
export function JobCategoryOptions() {
  const categoryName = useCategoryName();
  return JOB_CATEGORY_GROUPS.map((group) => (
    <optgroup key={group.trade} label={categoryName(group.name)}>
      {group.categories.map((c) => (
        <option key={c} value={c}>
          {categoryName(c)}
        </option>
      ))}
    </optgroup>
  ));
}
