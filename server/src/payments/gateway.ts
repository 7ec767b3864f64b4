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
   * The payment intent's id. A real processor receives it as its idempotency key, so that a
   * charge retried after a lost answer is not made twice.
   */
  reference: string;
}

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'incorrect_number' | 'expired_card';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'declined'; code: DeclineCode; message: string };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
