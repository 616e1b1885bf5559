import { HttpError, type FieldError } from '../../platform/errors';

/** The outcome of a card on the local provider: a status, or the decline Stripe would give. */
export type CardOutcome = { status: 'succeeded' | 'processing' } | { declined: { code: string; message: string } };

const declined = (message: string, code = 'card_declined'): CardOutcome => ({ declined: { code, message } });

/**
 * Stripe's test cards (https://docs.stripe.com/testing), plus one of our own:
 * 4000 0000 0000 0077 leaves the payment processing, as a slow bank transfer would.
 */
const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000077': { status: 'processing' },
  '4000000000000002': declined('Your card was declined.'),
  '4000000000009995': declined('Your card has insufficient funds.'),
  '4000000000000069': declined('Your card has expired.', 'expired_card'),
  '4000000000000127': declined("Your card's security code is incorrect.", 'incorrect_cvc'),
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function cardNumberProblem(digits: string): string | null {
  if (!/^\d*$/.test(digits)) return 'Your card number is invalid.';
  if (digits.length < 13) return 'Your card number is incomplete.';
  if (digits.length > 19 || !passesLuhn(digits)) return 'Your card number is invalid.';
  return null;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return "Your card's expiration date is in the past.";
  return null;
}

/**
 * Checks the card like Stripe's form does: a 400 whose message is the first problem (SPEC
 * shows it) and whose field errors name every one, so each shows under its own input.
 */
function validateCard(cardNumber: string, expiry: string, cvc: string, now: Date): string {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const problems: FieldError[] = [];
  const check = (field: string, message: string | null) => message && problems.push({ field, message });
  check('cardNumber', cardNumberProblem(digits));
  check('expiry', expiryProblem(expiry, now));
  check('cvc', /^\d{3,4}$/.test(cvc.trim()) ? null : "Your card's security code is incomplete.");
  if (problems.length) throw new HttpError(400, problems[0]!.message, problems);
  return digits;
}

export function cardOutcome(card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): CardOutcome {
  const digits = validateCard(card.cardNumber, card.expiry, card.cvc, now);
  return (
    CARDS[digits] ?? declined('Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.')
  );
}
