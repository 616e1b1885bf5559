/**
 * Class names that turn a table into stacked cards under 640 px: each row becomes a card and each
 * cell a "label: value" line, the label read from the cell's `data-label`. Above 640 px it is an
 * ordinary table. Put `data-label` on every `td` that needs a label on a phone.
 */
export const stackedTable = {
  wrapper:
    'rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none sm:overflow-x-auto',
  table: 'w-full text-start text-sm max-sm:block',
  thead: 'bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only',
  tbody: 'divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm',
  cell: 'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
} as const;
