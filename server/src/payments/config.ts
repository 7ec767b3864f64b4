/** How payments are processed: the processor's time-out, the card-testing caps, a test hook. */
export interface PaymentConfig {
  /** How long a charge may take before the answer is a time-out (the attempt stays `processing`). */
  gatewayTimeoutMs: number;
  /** Declined attempts allowed on one intent; further ones are refused before charging. */
  declinesPerIntent: number;
  /** Declined attempts allowed per merchant in an hour; further ones are refused before charging. */
  declinesPerMerchantHour: number;
  /**
   * A test hook, never for production: the process kills itself (SIGKILL) right after the
   * processor answered a charge and before the answer is recorded, so that a test can prove that
   * the charge is reconciled at the next start. Set by `PAYMENT_TEST_KILL_AFTER_CHARGE=1`.
   */
  killAfterChargeForTests: boolean;
}

/** 30 s, as processors' own clients wait; 5 declines an intent, 20 a merchant an hour. */
export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  gatewayTimeoutMs: 30_000,
  declinesPerIntent: 5,
  declinesPerMerchantHour: 20,
  killAfterChargeForTests: false,
};

/** Reads `PAYMENT_GATEWAY_TIMEOUT_MS` and the test hook; throws with a clear message on bad values. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const raw = env.PAYMENT_GATEWAY_TIMEOUT_MS?.trim();
  let gatewayTimeoutMs = DEFAULT_PAYMENT_CONFIG.gatewayTimeoutMs;
  if (raw !== undefined && raw !== '') {
    gatewayTimeoutMs = Number(raw);
    if (!Number.isInteger(gatewayTimeoutMs) || gatewayTimeoutMs < 1 || gatewayTimeoutMs > 600_000) {
      throw new Error(
        `PAYMENT_GATEWAY_TIMEOUT_MS must be an integer from 1 to 600000, got "${raw}"`,
      );
    }
  }
  return {
    ...DEFAULT_PAYMENT_CONFIG,
    gatewayTimeoutMs,
    killAfterChargeForTests: env.PAYMENT_TEST_KILL_AFTER_CHARGE === '1',
  };
}
