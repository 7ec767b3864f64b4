/**
 * A form asked again for what the merchant has already told (shop name, district, township,
 * address, category, phone, email) starts from what was told, even when it arrives after the form:
 * each field the merchant has not typed in takes the known value, and a field they typed in keeps
 * what they typed. Pure.
 */
export function prefill<T extends Record<string, unknown>>(
  current: T,
  known: Partial<Record<keyof T, string | null | undefined>>,
  typed: ReadonlySet<keyof T>,
): T {
  let changed = false;
  const next = { ...current };
  for (const key of Object.keys(known) as Array<keyof T>) {
    const value = known[key];
    if (typeof value === 'string' && value !== '' && !typed.has(key) && current[key] !== value) {
      next[key] = value as T[keyof T];
      changed = true;
    }
  }
  // The same object when nothing was filled, so that a state update changes nothing.
  return changed ? next : current;
}
