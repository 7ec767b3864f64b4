/**
 * The payment provider the API takes payments through (`PAYMENT_PROVIDER`): `sandbox` (the
 * default: it moves no money, pays any Luhn-valid card and plays the customer's wallet, so
 * production refuses it unless told by name) or `dinger` (Dinger, a Myanmar aggregator of the
 * wallets and local cards; its settings in dinger/config.ts).
 */
import type { BankAccount } from '@contract/checkout';
import { wholeSetting } from '../settings';
import { SANDBOX_BANK_ACCOUNT, loadBankAccounts } from './bankAccounts';
import { loadDingerConfig, type DingerConfig } from './dinger/config';

export const PAYMENT_PROVIDERS = ['sandbox', 'dinger'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How payments are processed: the processor, its time-out, the card-testing caps, a test hook.
 */
export interface PaymentConfig {
  /** The card processor behind the gateway interface. */
  provider: PaymentProvider;
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
  /**
   * The seller every receipt names: the platform's trading name and address
   * (`PLATFORM_NAME`, `PLATFORM_ADDRESS`).
   */
  seller: { name: string; address: string };
  /** The Dinger adapter's settings (`DINGER_*`) when `provider` is `dinger`, else null. */
  dinger: DingerConfig | null;
  /**
   * The platform's accounts a bank transfer may go to (`PLATFORM_BANK_ACCOUNTS`, see
   * bankAccounts.ts); empty: bank transfer is not offered.
   */
  bankAccounts: BankAccount[];
  /**
   * How often the checkout job asks the provider about pending wallet and hosted card payments
   * (`CHECKOUT_POLL_SECONDS`, 5); 0: this process runs none.
   */
  checkoutPollMs: number;
  /**
   * The address the public reaches the API at (`PUBLIC_URL`, `https://host`): the providers'
   * callbacks and return pages point there. Unset: the address of the merchant's request.
   */
  publicUrl: string | null;
}

/** The receipts' seller when the settings do not name one. */
export const DEFAULT_SELLER = {
  name: 'Merchant Marketplace',
  address: 'No. 1, Pyay Road, Kamayut Township, Yangon, Myanmar',
};

/** 30 s, as processors' own clients wait; 5 declines an intent, 20 a merchant an hour. */
export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  provider: 'sandbox',
  gatewayTimeoutMs: 30_000,
  declinesPerIntent: 5,
  declinesPerMerchantHour: 20,
  killAfterChargeForTests: false,
  seller: DEFAULT_SELLER,
  dinger: null,
  bankAccounts: [SANDBOX_BANK_ACCOUNT],
  checkoutPollMs: 5_000,
  publicUrl: null,
};

/** `PUBLIC_URL` as an origin (`https://host[:port]`), or null when unset. */
function publicUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PUBLIC_URL?.trim() ?? '';
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://shop.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL must start with https:// or http://, got "${raw}"`);
  }
  return url.origin;
}

function provider(env: NodeJS.ProcessEnv): PaymentProvider {
  const raw = env.PAYMENT_PROVIDER?.trim() ?? '';
  if (raw === '') return DEFAULT_PAYMENT_CONFIG.provider;
  const known = PAYMENT_PROVIDERS.find((name) => name === raw.toLowerCase());
  if (known === undefined) {
    throw new Error(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${raw}"`,
    );
  }
  return known;
}

/**
 * Reads `PAYMENT_PROVIDER`, `PAYMENT_GATEWAY_TIMEOUT_MS` and the test hook; throws with a clear
 * message on bad values.
 */
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
    provider: provider(env),
    gatewayTimeoutMs,
    killAfterChargeForTests: env.PAYMENT_TEST_KILL_AFTER_CHARGE === '1',
    seller: {
      name: env.PLATFORM_NAME?.trim() || DEFAULT_SELLER.name,
      address: env.PLATFORM_ADDRESS?.trim() || DEFAULT_SELLER.address,
    },
    dinger: provider(env) === 'dinger' ? loadDingerConfig(env) : null,
    bankAccounts: loadBankAccounts(env),
    checkoutPollMs:
      wholeSetting(
        env,
        'CHECKOUT_POLL_SECONDS',
        DEFAULT_PAYMENT_CONFIG.checkoutPollMs / 1000,
        0,
        3600,
      ) * 1000,
    publicUrl: publicUrl(env),
  };
}
