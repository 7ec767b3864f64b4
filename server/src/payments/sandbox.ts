/**
 * The built-in sandbox gateway: behaves like a card processor's test mode,
 * by card number. It moves no money and keeps nothing of the card.
 *
 * Like a real processor it remembers every charge by its idempotency key, in its own table
 * (`sandbox_charges`): a charge sent again with a key it has seen answers the first result without
 * charging again, and `lookup` finds it from any process, after a crash too.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
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

interface ChargeRow {
  status: 'succeeded' | 'declined';
  charge_id: string | null;
  decline_code: DeclineCode | null;
}

function toResult(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded' && row.charge_id) {
    return { status: 'succeeded', chargeId: row.charge_id };
  }
  return decline(row.decline_code ?? 'card_declined');
}

export function createSandboxGateway(db: Db, now: () => Date = () => new Date()): PaymentGateway {
  async function lookup(idempotencyKey: string): Promise<ChargeResult | null> {
    const { rows } = await db.query<ChargeRow>(
      'SELECT status, charge_id, decline_code FROM sandbox_charges WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    const row = rows[0];
    return row ? toResult(row) : null;
  }

  return {
    async charge({ card, amount, currency, idempotencyKey }) {
      let result: ChargeResult;
      if (!luhnValid(card.number)) result = decline('incorrect_number');
      // Beyond the fixed test numbers, as processors' test modes do: a past expiry is declined.
      else if (isExpired(card.expMonth, card.expYear, now())) result = decline('expired_card');
      else {
        const fixed = FIXED[card.number];
        result = fixed
          ? decline(fixed)
          : { status: 'succeeded', chargeId: `ch_sandbox_${randomBytes(12).toString('hex')}` };
      }
      // The key decides: of two charges racing with one key, the first stored is the only one.
      const { rows } = await db.query<ChargeRow>(
        `INSERT INTO sandbox_charges (idempotency_key, amount, currency, status, charge_id,
                                      decline_code, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING status, charge_id, decline_code`,
        [
          idempotencyKey,
          amount,
          currency,
          result.status,
          result.status === 'succeeded' ? result.chargeId : null,
          result.status === 'declined' ? result.code : null,
          result.status === 'declined' ? result.message : null,
        ],
      );
      const stored = rows[0];
      if (stored) return toResult(stored);
      const first = await lookup(idempotencyKey);
      if (!first) throw new Error('A repeated sandbox charge was not found');
      return first;
    },
    lookup,
  };
}
