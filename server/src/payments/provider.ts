/**
 * What the API asks of a payment provider for wallet and hosted card payments: one interface for
 * the sandbox (sandboxProvider.ts) and a real aggregator (dinger/). The checkout code
 * (repositories/checkouts.ts, routes/api/merchant/checkout.ts) knows only this interface.
 *
 * The provider keeps its own record of each payment under our `reference` (the checkout's): a
 * create sent again with the same reference answers the first payment, never a second one.
 */

export type ProviderMethod = 'wallet' | 'card';

export interface CreatePaymentRequest {
  /** Our reference for the payment (`MP` and ten letters or digits): the provider's order id. */
  reference: string;
  /** Minor units (MMK: the amount times 100). */
  amountMinor: number;
  /** ISO 4217 letters (`MMK`). */
  currency: string;
  method: ProviderMethod;
  /** A line the customer's wallet or the hosted page shows (the plan ordered). */
  description: string;
  /** Where the provider posts its signed report of this payment (our callback route). */
  callbackUrl: string;
  /** Where a hosted page sends the merchant back when done (`/payment`). */
  returnUrl: string;
  /**
   * The address the merchant's browser reached the API at (`https://host`): the sandbox puts its
   * wallet page under it, so that a phone on the same network can open the QR.
   */
  publicOrigin: string;
}

export interface CreatedPayment {
  /** The provider's own id of the payment. */
  providerReference: string;
  /** Wallet: the EMVCo merchant-presented QR payload to draw as it is. */
  qrPayload: string | null;
  /** Card (hosted): the provider's page to send the merchant to. */
  redirectUrl: string | null;
  /** When the provider stops accepting this payment. */
  expiresAt: Date;
}

/** A payment as the provider reports it, by status call or by callback. */
export type ProviderStatus = 'pending' | 'succeeded' | 'declined' | 'expired';

export interface ProviderReport {
  /** Our reference the payment was created with. */
  reference: string;
  providerReference: string;
  status: ProviderStatus;
  /** What the provider says was paid: checked against the checkout's snapshot. */
  amountMinor: number;
  currency: string;
  /** The provider's words for a decline, else null. */
  message: string | null;
  /** The wallet or card network the customer used (`KBZPay`, `WavePay`, `Visa`…), if told. */
  channel: string | null;
}

/** A callback as it arrived: the raw body (signatures are over its bytes) and its headers. */
export interface IncomingCallback {
  rawBody: string;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
}

export type CallbackVerdict =
  | { valid: true; report: ProviderReport }
  /** Not from the provider (bad signature or checksum) or not readable: stored, never acted on. */
  | { valid: false; reason: string };

export type RefundResult =
  { status: 'refunded'; refundReference: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  /** The configured name (`sandbox`, `dinger`): stored with every checkout and callback. */
  readonly name: string;
  /** The methods it takes through this interface. */
  readonly methods: readonly ProviderMethod[];
  /**
   * Creates the payment (idempotent by `reference`). Throws `ProviderUnavailable` when the
   * provider cannot be reached or answers an error; nothing is then payable.
   */
  create(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Asks the provider about a payment now (the fallback of a lost callback, 'Confirm Payment'). */
  status(reference: string): Promise<ProviderReport | null>;
  /**
   * Stops a payment from being paid ('Refresh' made a new one). A provider that cannot cancel
   * lets it expire; a success reported later is then handled as a late payment.
   */
  void(reference: string): Promise<void>;
  /**
   * Loads what `verifyCallback` needs and cannot read synchronously (the sandbox's signing key,
   * kept in the database); called before every verification. Providers that need nothing omit it.
   */
  ready?(): Promise<void>;
  /** Checks that a callback came from the provider, and reads it. Never throws. */
  verifyCallback(callback: IncomingCallback): CallbackVerdict;
  /** Gives back a payment, wholly or in part (minor units). */
  refund(reference: string, amountMinor: number, reason: string): Promise<RefundResult>;
}

/** The provider could not be reached, timed out, or refused the request. */
export class ProviderUnavailable extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
