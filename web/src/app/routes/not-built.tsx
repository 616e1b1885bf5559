import { Page, PageTitle } from '@web/ui/Card';

/** Body of a screen whose issue has not landed yet; its route and guard already exist. */
export default function NotBuiltYet() {
  return (
    <Page>
      <PageTitle>Not built yet</PageTitle>
      <p className="mt-2 text-slate-600">This screen is on its way.</p>
    </Page>
  );
}
