/**
 * What the API asks of a card processor. The sandbox (sandbox.ts) implements it here; a real
 * processor's client can replace it without touching the routes or the database code.
 */

/** A card as typed, held only for the charge: never stored, never logged. */
export interface CardDetails {
  /** Digits only. */
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ChargeRequest {
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
  card: CardDetails;
  /**
   * The attempt's own key, unique per attempt. The processor receives it as its idempotency key:
   * a charge sent again with the same key is not made twice, and `lookup` finds it after a crash.
   */
  idempotencyKey: string;
}

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'incorrect_number' | 'expired_card';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; code: DeclineCode; message: string };

export interface PaymentGateway {
  /** Charges the card once per idempotency key; the same key again answers the first result. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of the charge made under this key, or null when the processor made none. */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
}
