import { Download } from 'lucide-react';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError } from '@web/ui/Field';
import { useDataExport } from './data-export-api';

/** The Security screen's data export (GDPR): a JSON file of everything Workify holds about the person. */
export function DataExportCard() {
  const download = useDataExport();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Your data</h2>
      <p className="mt-2 text-sm text-slate-600">
        Download everything Workify holds about you: your profile, posts, applications, gigs, orders, the messages and
        reviews you wrote, your earnings ledger, sessions and the moderation record about you.
      </p>
      <FormError message={download.error?.message} />
      <Button variant="secondary" className="mt-4" loading={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden className="size-4" />
        Download my data
      </Button>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {download.isSuccess ? 'Your file was downloaded.' : ''}
      </p>
    </Card>
  );
}
