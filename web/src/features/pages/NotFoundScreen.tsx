import { SearchX } from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { CentredMessage } from './PageIntro';

export default function NotFoundScreen() {
  return (
    <CentredMessage tone="slate" icon={<SearchX className="size-8" aria-hidden />} title="Page Not Found">
      <p className="mt-3 text-slate-600">Sorry, the page you are looking for could not be found.</p>
      <ButtonLink to="/" className="mt-8">
        Return Home
      </ButtonLink>
    </CentredMessage>
  );
}
