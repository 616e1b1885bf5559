import { useLingui } from '@lingui/react';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { CentredMessage } from './PageIntro';

export default function NotFoundScreen() {
  const { _ } = useLingui();
  return (
    <CentredMessage tone="slate" icon={<SearchX className="size-8" aria-hidden />} title={_('pages.notFound.title')}>
      <p className="mt-3 text-slate-600">{_('pages.notFound.text')}</p>
      <ButtonLink to="/" className="mt-8">
        {_('pages.notFound.home')}
      </ButtonLink>
    </CentredMessage>
  );
}
