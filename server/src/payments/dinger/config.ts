/**
 * The settings of the Dinger adapter (`PAYMENT_PROVIDER=dinger`), read at start: every required
 * one missing or malformed stops the start with a message naming it.
 *
 * From the merchant portal of Dinger (dinger.asia, "Data Dashboard"): the project name, the
 * merchant (account) name, the API key, Dinger's public key (RSA, PEM or the bare base64 the
 * dashboard shows) the pay request is encrypted with, and the callback key that decrypts
 * `paymentResult`. The hosted card page (Dinger's prebuilt checkout form) needs its own four
 * settings, all or none; without them cards are not offered through Dinger.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';

export interface DingerFormConfig {
  /** `DINGER_FORM_URL`: https://form.dinger.asia (production) or https://prebuilt.dinger.asia. */
  url: string;
  /** `DINGER_CLIENT_ID`, from the checkout-form page of the dashboard. */
  clientId: string;
  /** `DINGER_MERCHANT_KEY`, from the dashboard. */
  merchantKey: string;
  /** `DINGER_SECRET_KEY`: the form's hash value is an HMAC-SHA256 of the payload with it. */
  secretKey: string;
  /** `DINGER_FORM_PUBLIC_KEY`: the key the form's payload is encrypted with (RSA). */
  formPublicKey: KeyObject;
  /** `DINGER_FORM_CLIENT_PUBLIC_KEY`: the "publicKey" value the form's payload carries. */
  clientPublicKey: string;
}

export interface DingerConfig {
  /** `DINGER_API_URL`: https://api.dinger.asia, or https://staging.dinger.asia/payment-gateway-uat. */
  apiUrl: string;
  projectName: string;
  merchantName: string;
  apiKey: string;
  /** `DINGER_PUBLIC_KEY`: the pay request's payload is encrypted with it (RSA, PKCS#1 v1.5). */
  publicKey: KeyObject;
  /** `DINGER_CALLBACK_KEY`: decrypts `paymentResult` (AES-ECB, the key's bytes as given). */
  callbackKey: string;
  /** `DINGER_WALLET_PROVIDER`: the wallet whose QR the payment page shows (`KBZ Pay`). */
  walletProvider: string;
  /** `DINGER_CUSTOMER_PHONE`: Dinger's pay request requires a phone; the platform's contact one. */
  customerPhone: string;
  /** The hosted card page, or null when cards are not offered through Dinger. */
  form: DingerFormConfig | null;
}

const REQUIRED = [
  'DINGER_API_URL',
  'DINGER_PROJECT_NAME',
  'DINGER_MERCHANT_NAME',
  'DINGER_API_KEY',
  'DINGER_PUBLIC_KEY',
  'DINGER_CALLBACK_KEY',
] as const;

const FORM = [
  'DINGER_FORM_URL',
  'DINGER_CLIENT_ID',
  'DINGER_MERCHANT_KEY',
  'DINGER_SECRET_KEY',
  'DINGER_FORM_PUBLIC_KEY',
  'DINGER_FORM_CLIENT_PUBLIC_KEY',
] as const;

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** A PEM public key as written in an environment file (`\n` escapes) or the bare base64 body. */
export function readPublicKey(name: string, raw: string): KeyObject {
  const unescaped = raw.replace(/\\n/g, '\n').trim();
  const pem = unescaped.includes('-----BEGIN')
    ? unescaped
    : `-----BEGIN PUBLIC KEY-----\n${(unescaped.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END PUBLIC KEY-----\n`;
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new Error(
      `${name} must be an RSA public key (PEM, or the base64 the Dinger dashboard shows)`,
    );
  }
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an address such as https://api.dinger.asia, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must start with https:// (or http:// for a local test), got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** Reads the Dinger settings; throws naming every missing or malformed one. */
export function loadDingerConfig(env: NodeJS.ProcessEnv): DingerConfig {
  const missing = REQUIRED.filter((name) => text(env, name) === undefined);
  if (missing.length > 0) {
    throw new Error(
      `PAYMENT_PROVIDER=dinger needs ${REQUIRED.join(', ')} (from the Dinger merchant dashboard); missing: ${missing.join(', ')}`,
    );
  }
  const value = (name: string) => text(env, name) as string;
  const callbackKey = value('DINGER_CALLBACK_KEY');
  if (![16, 24, 32].includes(Buffer.byteLength(callbackKey, 'utf8'))) {
    throw new Error(
      'DINGER_CALLBACK_KEY must be the callback key of the Dinger dashboard (16, 24 or 32 characters)',
    );
  }
  const formGiven = FORM.filter((name) => text(env, name) !== undefined);
  if (formGiven.length > 0 && formGiven.length < FORM.length) {
    throw new Error(
      `Dinger's hosted card page needs all of ${FORM.join(', ')}, or none (no cards through Dinger); missing: ${FORM.filter((name) => !formGiven.includes(name)).join(', ')}`,
    );
  }
  return {
    apiUrl: httpUrl('DINGER_API_URL', value('DINGER_API_URL')),
    projectName: value('DINGER_PROJECT_NAME'),
    merchantName: value('DINGER_MERCHANT_NAME'),
    apiKey: value('DINGER_API_KEY'),
    publicKey: readPublicKey('DINGER_PUBLIC_KEY', value('DINGER_PUBLIC_KEY')),
    callbackKey,
    walletProvider: text(env, 'DINGER_WALLET_PROVIDER') ?? 'KBZ Pay',
    customerPhone: text(env, 'DINGER_CUSTOMER_PHONE') ?? '09000000000',
    form:
      formGiven.length === FORM.length
        ? {
            url: httpUrl('DINGER_FORM_URL', value('DINGER_FORM_URL')),
            clientId: value('DINGER_CLIENT_ID'),
            merchantKey: value('DINGER_MERCHANT_KEY'),
            secretKey: value('DINGER_SECRET_KEY'),
            formPublicKey: readPublicKey('DINGER_FORM_PUBLIC_KEY', value('DINGER_FORM_PUBLIC_KEY')),
            clientPublicKey: value('DINGER_FORM_CLIENT_PUBLIC_KEY'),
          }
        : null,
  };
}
