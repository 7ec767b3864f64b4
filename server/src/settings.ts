/** Reading a whole-number setting from the environment, the same way for every module. */

/**
 * `env[name]` as a whole number from `min` to `max`, or `fallback` when unset; anything else stops
 * the start with a message naming the variable.
 */
export function wholeSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
