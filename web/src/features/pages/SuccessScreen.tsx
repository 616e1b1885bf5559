import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '@web/ui/Button';
import { CentredMessage } from './PageIntro';

export default function SuccessScreen() {
  return (
    <CentredMessage icon={<CircleCheck className="size-8" aria-hidden />} title="Success">
      <p className="mt-3 text-slate-600">All done. You can carry on where you left off.</p>
      <ButtonLink to="/" className="mt-8">
        Return Home
      </ButtonLink>
    </CentredMessage>
  );
}
