/**
 * The cryptography Dinger's published documentation prescribes (dinger.asia, "Pay API" and
 * "Merchant Callback" pages, staging and production):
 *
 * - the pay request's payload is `base64(rsa(JSON))`, "RSA/ECB/PKCS1Padding" with Dinger's public
 *   key. A JSON longer than one RSA block (the key's size less 11 bytes) is encrypted block by
 *   block and the blocks' ciphertexts joined, as the node-rsa client Dinger's Node samples use
 *   does;
 * - a callback's `paymentResult` is `base64(AES/ECB/PKCS7Padding(JSON))` with the callback key of
 *   the dashboard (its characters as the key's bytes: 32 characters, AES-256), and its `checksum`
 *   is `sha256(JSON)` in hex.
 *
 * The documentation's own sample callback (decrypted with its published testing key) is checked
 * in server/test/dinger.test.ts.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  publicEncrypt,
  constants,
  type KeyObject,
} from 'node:crypto';

/** RSA PKCS#1 v1.5 over blocks of (key bytes − 11), base64 of the joined ciphertexts. */
export function rsaEncrypt(text: string, key: KeyObject): string {
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 1024;
  const block = bits / 8 - 11;
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += block) {
    parts.push(
      publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, bytes.subarray(at, at + block)),
    );
  }
  return Buffer.concat(parts).toString('base64');
}

function aesAlgorithm(key: string): string {
  return `aes-${Buffer.byteLength(key, 'utf8') * 8}-ecb`;
}

/** `paymentResult` as Dinger makes it (the fake of the tests uses it). */
export function aesEncrypt(text: string, key: string): string {
  const cipher = createCipheriv(aesAlgorithm(key), Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** Decrypts `paymentResult`; null when it is not base64 of whole blocks with valid padding. */
export function aesDecrypt(base64: string, key: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    const decipher = createDecipheriv(aesAlgorithm(key), Buffer.from(key, 'utf8'), null);
    return Buffer.concat([
      decipher.update(Buffer.from(base64, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** The callback's checksum: SHA-256 of the decrypted JSON, hex. */
export function checksumOf(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex');
}
