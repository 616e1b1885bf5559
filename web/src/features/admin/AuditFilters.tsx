import type { FormEvent } from 'react';
import { Button } from '@web/ui/Button';
import { Input, Select } from '@web/ui/Field';
import type { AuditFilters as Filters } from './api';

/** The log's action names in words; an action not listed shows as it is stored. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'admin.create': 'Created an administrator',
  'admin.promote': 'Made an administrator',
  'user.suspend': 'Suspended an account',
  'user.unsuspend': 'Lifted a suspension',
  'report.dismiss': 'Dismissed a report',
  'report.hide': 'Hid reported content',
  'report.suspend': 'Suspended a reported account',
  'content.hide': 'Hid content',
  'content.restore': 'Restored content',
  'dispute.decide': 'Decided a dispute',
  'rate.set': 'Set a currency rate',
  'rate.remove': 'Removed a currency rate',
};

/**
 * Narrows the log by action, actor and days (the server filters; each view pages on its own).
 * The filters live in the address, so a filtered log can be reloaded and shared.
 */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (key: keyof Filters) => String(data.get(key) ?? '').trim() || undefined;
    onChange({ action: read('action'), actor: read('actor'), from: read('from'), to: read('to') });
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_auto_auto_auto] lg:items-end"
    >
      <Select label="Action" name="action" defaultValue={value.action ?? ''}>
        <option value="">Every action</option>
        {Object.entries(AUDIT_ACTIONS).map(([action, words]) => (
          <option key={action} value={action}>
            {words}
          </option>
        ))}
      </Select>
      <Input
        label="Who"
        name="actor"
        placeholder="An administrator's name, or Workify"
        maxLength={100}
        defaultValue={value.actor ?? ''}
      />
      <Input label="From" name="from" type="date" defaultValue={value.from ?? ''} />
      <Input label="To" name="to" type="date" min={value.from} defaultValue={value.to ?? ''} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Filter</Button>
        {Object.values(value).some(Boolean) && (
          <Button type="button" variant="secondary" onClick={() => onChange({})}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
