import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { Button } from '@web/ui/Button';
import { Input, Select } from '@web/ui/Field';
import type { AuditFilters as Filters } from './api';

/** The log's actions that have words (`admin.audit.action.<action>`); an action not listed shows as it is stored. */
const AUDIT_ACTIONS = [
  'admin.create',
  'admin.promote',
  'user.suspend',
  'user.unsuspend',
  'report.dismiss',
  'report.hide',
  'report.suspend',
  'content.hide',
  'content.restore',
  'dispute.decide',
  'rate.set',
  'rate.remove',
];

/** An action in words, in the page's language. */
export function useAuditAction() {
  const { _ } = useLingui();
  return (action: string) => (AUDIT_ACTIONS.includes(action) ? _(`admin.audit.action.${action}`) : action);
}

/**
 * Narrows the log by action, actor and days (the server filters; each view pages on its own).
 * The filters live in the address, so a filtered log can be reloaded and shared.
 */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { _ } = useLingui();
  const actionWords = useAuditAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (key: keyof Filters) => String(data.get(key) ?? '').trim() || undefined;
    onChange({ action: read('action'), actor: read('actor'), from: read('from'), to: read('to') });
  };
  return (
    <form
      role="search"
      aria-label={_('admin.audit.filter')}
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_auto_auto_auto] lg:items-end"
    >
      <Select label={_('admin.audit.action')} name="action" defaultValue={value.action ?? ''}>
        <option value="">{_('admin.audit.everyAction')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {actionWords(action)}
          </option>
        ))}
      </Select>
      <Input
        label={_('admin.audit.who')}
        name="actor"
        placeholder={_('admin.audit.whoHint')}
        maxLength={100}
        defaultValue={value.actor ?? ''}
      />
      <Input label={_('admin.audit.from')} name="from" type="date" defaultValue={value.from ?? ''} />
      <Input label={_('admin.audit.to')} name="to" type="date" min={value.from} defaultValue={value.to ?? ''} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">{_('admin.audit.filterButton')}</Button>
        {Object.values(value).some(Boolean) && (
          <Button type="button" variant="secondary" onClick={() => onChange({})}>
            {_('admin.audit.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
