/**
 * The sandbox's card form behaves like a payment provider's test mode: a few well-known
 * test numbers decide the outcome; any future expiry and any CVC are accepted.
 */

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined: “Your card was declined.”' },
  { number: '4000 0000 0000 9995', outcome: 'Declined: “Your card has insufficient funds.”' },
] as const;

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
const SUCCEEDS = '4242424242424242';

export type CardFields = { number: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;
export type CardCheck =
  | { ok: false; errors: CardErrors }
  | { ok: true; outcome: 'paid' | 'declined'; reason: string | null; last4: string };

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Expiry "MM/YY": valid through the last day of that month (UTC). */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'The expiry month must be 01 to 12.';
  const endsAt = Date.UTC(2000 + Number(match[2]), month, 1);
  if (endsAt <= now.getTime()) return 'This card has expired.';
  return undefined;
}

/** Field errors (shown next to each field), or the outcome the test number stands for. */
export function checkCard(fields: CardFields, now = new Date()): CardCheck {
  const errors: CardErrors = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'Enter a valid card number.';
  const expiry = expiryError(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!fields.name.trim()) errors.name = 'Enter the name on the card.';
  else if (fields.name.length > 100) errors.name = 'The name is too long (at most 100 characters).';
  if (Object.keys(errors).length) return { ok: false, errors };
  const last4 = digits.slice(-4);
  if (digits === SUCCEEDS) return { ok: true, outcome: 'paid', reason: null, last4 };
  const reason = DECLINES[digits] ?? 'This sandbox accepts only the test cards listed below.';
  return { ok: true, outcome: 'declined', reason, last4 };
}
