// The hiring screens name an offer's and an application's status by key (`offers.status.*`,
// `applications.status.*`, built from the status, so the catalog test's scan of the code does not
// see them): every status has its key, in English word for word the shared label SPEC shows;
// and the offer form's field messages are answered in every language.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import en from '@shared/i18n/messages/en/applications.json';
import offers from '@shared/i18n/messages/en/offers.json';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@shared/schemas/applications';
import { OFFER_STATUSES } from '@shared/machines/offers';
import { OFFER_STATUS_LABELS, offerFormSchema } from '@shared/schemas/offers';
import { translateMessage } from '../../server/platform/i18n';

const english = { ...en, ...offers } as Record<string, string>;

describe('status words of the hiring screens', () => {
  it('keys every offer and application status with its shared English label', () => {
    for (const status of OFFER_STATUSES) expect(english[`offers.status.${status}`]).toBe(OFFER_STATUS_LABELS[status]);
    for (const status of APPLICATION_STATUSES)
      expect(english[`applications.status.${status}`]).toBe(APPLICATION_STATUS_LABELS[status]);
  });

  it('answers the offer form’s field messages, one payment or milestones, in every language', () => {
    const messagesOf = (input: unknown) => {
      const checked = offerFormSchema.safeParse(input);
      return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
    };
    const messages = [
      ...messagesOf({
        title: '',
        description: '',
        price: 0,
        deliveryDays: 400,
        revisions: 1.5,
        payInMilestones: false,
      }),
      ...messagesOf({
        title: 'x',
        description: '',
        price: 'a',
        deliveryDays: 0,
        revisions: 99,
        payInMilestones: false,
      }),
      ...messagesOf({
        title: 'Shop',
        description: 'All of it',
        payInMilestones: true,
        milestones: [{ title: '', amount: 0.5, dueInDays: 0 }],
      }),
      ...messagesOf({ title: 'Shop', description: 'All of it', payInMilestones: true, milestones: [] }),
    ];
    expect(messages.length).toBeGreaterThanOrEqual(12);
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      for (const message of messages)
        expect(translateMessage(locale, message), `${locale}: ${message}`).not.toBe(message);
  });
});
