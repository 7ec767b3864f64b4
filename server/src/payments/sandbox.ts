/**
 * The built-in sandbox gateway (DECISIONS section 4): behaves like a card processor's test mode,
 * by card number. It moves no money and keeps nothing of the card.
 */
import { randomBytes } from 'node:crypto';
import { isExpired, luhnValid } from './card';
import type { ChargeResult, DeclineCode, PaymentGateway } from './gateway';

export const SANDBOX_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_number: 'Your card number is incorrect.',
  expired_card: 'Your card has expired.',
};

/** Test numbers with a fixed outcome; any other Luhn-valid number succeeds. */
const FIXED: Record<string, DeclineCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

const decline = (code: DeclineCode): ChargeResult => ({
  status: 'declined',
  code,
  message: SANDBOX_MESSAGES[code],
});

export function createSandboxGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    async charge({ card }) {
      if (!luhnValid(card.number)) return decline('incorrect_number');
      // Beyond the table of DECISIONS section 4, as processors' test modes do: a past expiry.
      if (isExpired(card.expMonth, card.expYear, now())) return decline('expired_card');
      const fixed = FIXED[card.number];
      if (fixed) return decline(fixed);
      return { status: 'succeeded', chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}` };
    },
  };
}
