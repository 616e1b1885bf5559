import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError } from '@web/ui/Field';
import { useDataExport } from './data-export-api';

/** The Security screen's data export (GDPR): a JSON file of everything Workify holds about the person. */
export function DataExportCard() {
  const { _ } = useLingui();
  const download = useDataExport();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{_('account.data.title')}</h2>
      <p className="mt-2 text-sm text-slate-600">{_('account.data.text')}</p>
      <FormError message={download.error?.message} />
      <Button variant="secondary" className="mt-4" loading={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden className="size-4" />
        {_('account.data.download')}
      </Button>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {download.isSuccess ? _('account.data.done') : ''}
      </p>
    </Card>
  );
}
