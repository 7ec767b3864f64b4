/**
 * Redux DevTools sees every action, and RTK Query's pending actions carry a mutation's arguments
 * in `meta.arg` for a moment (a registration's password, say) even though nothing secret is ever
 * stored. This hides those fields from DevTools; the store itself is unaffected.
 */
// Pure: a production build, whose store has no DevTools, drops it with the function.
const SECRET_KEYS = /* @__PURE__ */ new Set([
  'password',
  'password_confirmation',
  'card_number',
  'cvc',
]);

export const REDACTED = '[redacted]';

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return out as T;
}
