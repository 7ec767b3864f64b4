/**
 * A Myanmar phone number as a `tel:` link: the international form (+95 and the number without
 * its leading 0), so that it dials from any phone, at home or abroad.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('95')) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:+95${digits.slice(1)}`;
  return `tel:${digits}`;
}
