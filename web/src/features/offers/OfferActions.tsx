import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Offer } from '@shared/schemas/offers';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
import type { Translate } from '@web/lib/taxonomy';
import { Button, ButtonLink } from '@web/ui/Button';
import { FormError, Textarea } from '@web/ui/Field';
import { payOfferPath, useOfferStep, type OfferStep } from './api';
import { formatDate } from '@web/lib/dates';

const DONE: Record<OfferStep['action'], string> = {
  accept: 'offers.done.accept',
  decline: 'offers.done.decline',
  withdraw: 'offers.done.withdraw',
};

/** What happens next when the viewer has nothing to do: said in words, never an empty space. */
export function nextStepText(offer: Offer, viewerId: string, _: Translate): string | null {
  const mine = (offer.sentBy === 'client' ? offer.client._id : offer.freelancer._id) === viewerId;
  const other = offer.client._id === viewerId ? offer.freelancer.fullName : offer.client.fullName;
  const until = formatDate(offer.expiresAt, 'dayMonth');
  switch (offer.status) {
    case 'pending':
      return mine ? _('offers.next.waitingAnswer', { other, until }) : null;
    case 'accepted':
      // The client pays: their button (or why it is on hold) says the rest.
      return offer.client._id === viewerId ? null : _('offers.next.waitingPay', { other });
    case 'ordered':
      return _('offers.next.ordered');
    case 'declined':
      return offer.declineReason
        ? _('offers.next.declinedWhy', { reason: offer.declineReason })
        : _('offers.next.declined');
    case 'withdrawn':
      return _('offers.next.withdrawn');
    case 'expired':
      return _('offers.next.expired');
  }
}

/** The viewer's next actions on an offer (from the server's list), with an optional reason to decline. */
export function OfferActions({ offer, size = 'md' }: { offer: Offer; size?: 'sm' | 'md' }) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const translateError = useTranslateError();
  const step = useOfferStep(offer._id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const run = (input: OfferStep) =>
    step.mutate(input, {
      onSuccess: () => {
        setDeclining(false);
        toast.success(_(DONE[input.action]), { autoClose: TOAST_MS.short });
      },
    });
  if (offer.actions.length === 0 && !offer.onHold) return null;
  const payLabel = _(offer.sentBy === 'freelancer' ? 'offers.actions.acceptAndPay' : 'offers.actions.pay', {
    amount: formatMoney(offer.price),
  });
  return (
    <div className="space-y-3">
      {offer.onHold && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 wrap-anywhere">
          {translateError(offer.onHold)}
        </p>
      )}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {offer.actions.includes('pay') && (
          <ButtonLink to={payOfferPath(offer._id)} size={size}>
            {payLabel}
          </ButtonLink>
        )}
        {offer.actions.includes('accept') && (
          <Button
            size={size}
            loading={step.isPending && step.variables?.action === 'accept'}
            onClick={() => run({ action: 'accept' })}
          >
            {_('offers.actions.accept')}
          </Button>
        )}
        {offer.actions.includes('decline') && !declining && (
          <Button size={size} variant="secondary" onClick={() => setDeclining(true)}>
            {_('offers.actions.decline')}
          </Button>
        )}
        {offer.actions.includes('withdraw') && (
          <Button
            size={size}
            variant="secondary"
            loading={step.isPending && step.variables?.action === 'withdraw'}
            onClick={() => run({ action: 'withdraw' })}
          >
            {_('offers.actions.withdraw')}
          </Button>
        )}
      </div>
      {declining && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            run({ action: 'decline', reason: reason.trim() || undefined });
          }}
        >
          <Textarea
            label={_('offers.actions.reason')}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            className="min-h-20"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="danger" loading={step.isPending}>
              {_('offers.actions.declineOffer')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              {_('offers.actions.keep')}
            </Button>
          </div>
        </form>
      )}
      <FormError message={translateError(step.error?.message)} />
    </div>
  );
}
