/**
 * Impressions of the marketplace's ad banner, and the ids that let a click count. Each served
 * banner carries an impression id: a random id, the second it was issued, and an HMAC over them
 * and the banner's id with a secret every API process on the database shares (`server_secrets`,
 * migration 020). A click counts only with an id that verifies for that banner, is younger than
 * the window, and was not used before (the database marks it used); anything forged, copied to
 * another banner, stale or replayed counts nothing.
 *
 * Impressions are counted once per client in the same window: a reload, or a return from the
 * shop, shows the same banner with the same impression id and counts nothing more.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { wholeSetting } from '../settings';

export interface BannerConfig {
  /**
   * How long an impression lasts, in seconds (`BANNER_IMPRESSION_MINUTES`, 30 by default): a
   * client's views in that time are one impression, and its click counts within it.
   */
  impressionSeconds: number;
}

export const DEFAULT_BANNER_CONFIG: BannerConfig = { impressionSeconds: 30 * 60 };

/** Reads `BANNER_IMPRESSION_MINUTES`; throws with a message naming it on a bad value. */
export function loadBannerConfig(env: NodeJS.ProcessEnv): BannerConfig {
  const minutes = wholeSetting(
    env,
    'BANNER_IMPRESSION_MINUTES',
    DEFAULT_BANNER_CONFIG.impressionSeconds / 60,
    1,
    1440,
  );
  return { impressionSeconds: minutes * 60 };
}

/** One impression as stored: its random id and the second it was issued. */
export interface Impression {
  id: string;
  issuedAt: Date;
}

/** A new random impression id (16 bytes, URL-safe). */
export function newImpressionId(): string {
  return randomBytes(16).toString('base64url');
}

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SECONDS_PATTERN = /^[0-9a-z]{1,10}$/;

function mac(secret: Buffer, bannerId: number, seconds: number, id: string): Buffer {
  return createHmac('sha256', secret)
    .update(`banner-impression:${bannerId}:${seconds}:${id}`)
    .digest();
}

/** The id the client sends back with a click: `<issued, base 36>.<id>.<HMAC>`. */
export function signImpression(secret: Buffer, bannerId: number, impression: Impression): string {
  const seconds = Math.floor(impression.issuedAt.getTime() / 1000);
  const signature = mac(secret, bannerId, seconds, impression.id).toString('base64url');
  return `${seconds.toString(36)}.${impression.id}.${signature}`;
}

/**
 * The impression a signed id names, when it was made for `bannerId` with `secret` and is not
 * older than `maxAgeSeconds` at `now`; null for anything else. Whether it was used is the
 * database's to say.
 */
export function verifyImpression(
  secret: Buffer,
  bannerId: number,
  signed: string,
  maxAgeSeconds: number,
  now: Date = new Date(),
): Impression | null {
  const [secondsText = '', id = '', signature = '', ...rest] = signed.split('.');
  if (rest.length > 0 || !SECONDS_PATTERN.test(secondsText) || !ID_PATTERN.test(id)) return null;
  const seconds = parseInt(secondsText, 36);
  // Compared as text: one spelling per signature (base64url's last letter has spare bits).
  const expected = Buffer.from(mac(secret, bannerId, seconds, id).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now.getTime() / 1000 - seconds;
  // A little ahead is another process's clock; far ahead is not an id this server made.
  if (age > maxAgeSeconds || age < -60) return null;
  return { id, issuedAt: new Date(seconds * 1000) };
}
