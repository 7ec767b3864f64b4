/** A timestamp from either driver (a Date, possibly of another realm, or text) as ISO 8601. */
export function isoTime(value: unknown): string {
  return new Date(value as string).toISOString();
}
