/**
 * A shop's (or a branch's) address as its page shows it: the street address, its township, then
 * (for the shop) its district, without saying the township twice. Merchants often end the address
 * with the township already ('No. 5, Bogyoke Road, Kamayut'); the township is then not added
 * again. A part is compared without case, spacing or punctuation and as a whole part of the
 * address (between commas or the Burmese '၊'), so 'Kamayut' is found in '…, Kamayut.' but not in
 * '…, Kamayut Road'.
 */
const SEPARATOR = /[,،၊]/u;

const SUFFIX = /\s*(township|မြို့နယ်)$/u;

const comparable = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s.;:'"()\-–—။]+/gu, ' ')
    .trim()
    // 'Kamayut Township' and 'ကမာရွတ်မြို့နယ်' name the same township as 'Kamayut'.
    .replace(SUFFIX, '');

/** True when one of the address's comma-separated parts is the township (or the place named). */
export function addressNames(address: string, name: string): boolean {
  const wanted = comparable(name);
  if (wanted === '') return false;
  return address.split(SEPARATOR).some((part) => comparable(part) === wanted);
}

/**
 * The parts of the address line, in order: the street address (when there is one), the township
 * unless the address names it, the district (when given) unless the address names it.
 */
export function addressParts(
  address: string,
  township: string,
  district: string | null = null,
): string[] {
  const street = address.trim();
  const parts = street === '' ? [] : [street];
  for (const name of [township, district]) {
    if (name !== null && name.trim() !== '' && !addressNames(street, name)) parts.push(name);
  }
  return parts;
}

/** The parts joined as each language lists them ('A, B' / 'A၊ B'). */
export function joinAddress(parts: readonly string[], language: 'en' | 'my'): string {
  return parts.join(language === 'my' ? '၊ ' : ', ');
}
