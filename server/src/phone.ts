/**
 * One spelling per Myanmar phone number, so that `09 7812 3456`, `+95 9 7812 3456` and
 * `0978123456` register and log in as the same number: spaces, dashes, dots and brackets are
 * dropped and the country code is replaced by the local trunk prefix 0.
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  return compact.replace(/^\+?95(?=9)/, '0');
}
