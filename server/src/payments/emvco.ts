/**
 * EMVCo merchant-presented QR payloads (EMVCo's QR code standard for payment systems,
 * Merchant-Presented Mode, v1.1): a string of data objects, each an ID of two digits, a length of
 * two digits (in characters) and the value; templates (26-51 merchant account information, 62
 * additional data, 64 language template, 80-99 unreserved) hold data objects of their own. The
 * payload ends with the CRC (ID 63, length 04): CRC-16/CCITT-FALSE (polynomial 0x1021, initial
 * value 0xFFFF) over the UTF-8 bytes of everything before it, "6304" included, as four upper-case
 * hex digits.
 *
 * The builder makes the dynamic payload of one payment (a wallet scans it, reads the amount and
 * pays); the parser checks a payload whole (used by the tests and the sandbox wallet page).
 */

/** A data object: its two-digit ID and its value. */
export interface DataObject {
  id: string;
  value: string;
}

/** CRC-16/CCITT-FALSE of `text`'s UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One data object as text; a value must be 1 to 99 characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d\d$/.test(id)) throw new Error(`EMVCo: an ID is two digits, got "${id}"`);
  const length = [...value].length;
  if (length < 1 || length > 99) {
    throw new Error(`EMVCo: the value of ${id} must be 1 to 99 characters, got ${length}`);
  }
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Data objects in order, then the CRC. */
export function withCrc(objects: readonly DataObject[]): string {
  const body = `${objects.map((object) => tlv(object.id, object.value)).join('')}6304`;
  return `${body}${crc16(body)}`;
}

export interface MerchantPayload {
  /** The merchant account template's ID (26 to 51) and its globally unique identifier. */
  accountTemplateId: string;
  guid: string;
  /** More data objects of that template (after the GUID, ID 00). */
  accountData: readonly DataObject[];
  /** Merchant category code (ISO 18245, four digits). */
  merchantCategoryCode: string;
  /** ISO 4217 numeric currency (`104` is MMK). */
  currencyNumeric: string;
  /** The amount in minor units; the currency's minor digits (MMK: 2) place the point. */
  amountMinor: number;
  minorDigits: number;
  /** ISO 3166-1 alpha-2 (`MM`). */
  countryCode: string;
  /** Up to 25 characters (longer is cut). */
  merchantName: string;
  /** Up to 15 characters (longer is cut). */
  merchantCity: string;
  /** The payment's reference: tag 62, reference label (05). */
  referenceLabel: string;
}

/** The amount as EMVCo writes it: digits, a point and the decimals only when there are some. */
export function formatAmount(amountMinor: number, minorDigits: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`EMVCo: the amount must be a positive whole number of minor units`);
  }
  const scale = 10 ** minorDigits;
  const whole = Math.floor(amountMinor / scale);
  const fraction = amountMinor % scale;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(minorDigits, '0')}`;
}

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** A dynamic (point of initiation 12) merchant-presented payload for one payment. */
export function buildMerchantPayload(payload: MerchantPayload): string {
  const id = Number(payload.accountTemplateId);
  if (!Number.isInteger(id) || id < 26 || id > 51) {
    throw new Error('EMVCo: a merchant account template is ID 26 to 51');
  }
  const account = [{ id: '00', value: payload.guid }, ...payload.accountData]
    .map((object) => tlv(object.id, object.value))
    .join('');
  return withCrc([
    { id: '00', value: '01' },
    { id: '01', value: '12' },
    { id: payload.accountTemplateId, value: account },
    { id: '52', value: payload.merchantCategoryCode },
    { id: '53', value: payload.currencyNumeric },
    { id: '54', value: formatAmount(payload.amountMinor, payload.minorDigits) },
    { id: '58', value: payload.countryCode },
    { id: '59', value: cut(payload.merchantName, 25) },
    { id: '60', value: cut(payload.merchantCity, 15) },
    { id: '62', value: tlv('05', payload.referenceLabel) },
  ]);
}

/** A parsed payload: its top-level objects, and those of its templates by the template's ID. */
export interface ParsedPayload {
  objects: DataObject[];
  templates: Record<string, DataObject[]>;
  /** A top-level value by ID, or undefined. */
  get(id: string): string | undefined;
  /** A value inside a template, or undefined. */
  getIn(templateId: string, id: string): string | undefined;
}

export type ParseResult =
  { valid: true; payload: ParsedPayload } | { valid: false; reason: string };

/** Splits a run of data objects; null when it is not one. */
export function splitObjects(text: string): DataObject[] | null {
  const chars = [...text];
  const objects: DataObject[] = [];
  let at = 0;
  while (at < chars.length) {
    const id = chars.slice(at, at + 2).join('');
    const length = chars.slice(at + 2, at + 4).join('');
    if (!/^\d\d$/.test(id) || !/^\d\d$/.test(length)) return null;
    const size = Number(length);
    if (size === 0 || at + 4 + size > chars.length) return null;
    objects.push({ id, value: chars.slice(at + 4, at + 4 + size).join('') });
    at += 4 + size;
  }
  return objects;
}

const isTemplate = (id: string) => {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || n >= 80;
};

/**
 * Checks a merchant-presented payload: well-formed data objects and templates, the payload format
 * indicator first (01), the CRC last and right, the mandatory objects present (a merchant account,
 * category code, currency, country, name and city) and the amount, currency and country in their
 * formats.
 */
export function parseMerchantPayload(text: string): ParseResult {
  const objects = splitObjects(text);
  if (!objects || objects.length < 2) return { valid: false, reason: 'not a list of data objects' };
  if (objects[0]?.id !== '00' || objects[0].value !== '01') {
    return { valid: false, reason: 'the payload format indicator (00) must come first, 01' };
  }
  const last = objects[objects.length - 1];
  if (last?.id !== '63' || !/^[0-9A-F]{4}$/.test(last.value)) {
    return { valid: false, reason: 'the CRC (63, four hex digits) must come last' };
  }
  if (crc16(text.slice(0, text.length - 4)) !== last.value) {
    return { valid: false, reason: 'the CRC does not match' };
  }
  const ids = objects.map((object) => object.id);
  if (new Set(ids).size !== ids.length) return { valid: false, reason: 'an ID appears twice' };
  const templates: Record<string, DataObject[]> = {};
  for (const object of objects) {
    if (!isTemplate(object.id)) continue;
    const inner = splitObjects(object.value);
    // Templates 02-25 hold network-specific values, not templates; 26-51 and the rest hold objects.
    if (!inner)
      return { valid: false, reason: `template ${object.id} is not a list of data objects` };
    templates[object.id] = inner;
  }
  const get = (id: string) => objects.find((object) => object.id === id)?.value;
  const hasAccount = ids.some((id) => Number(id) >= 2 && Number(id) <= 51);
  if (!hasAccount) return { valid: false, reason: 'no merchant account information (02-51)' };
  for (const [id, rule, name] of [
    ['52', /^\d{4}$/, 'merchant category code'],
    ['53', /^\d{3}$/, 'transaction currency'],
    ['58', /^[A-Z]{2}$/, 'country code'],
  ] as const) {
    const value = get(id);
    if (value === undefined || !rule.test(value)) {
      return { valid: false, reason: `the ${name} (${id}) is missing or malformed` };
    }
  }
  if (!get('59')) return { valid: false, reason: 'the merchant name (59) is missing' };
  if (!get('60')) return { valid: false, reason: 'the merchant city (60) is missing' };
  const amount = get('54');
  if (amount !== undefined && !/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(amount)) {
    return { valid: false, reason: 'the transaction amount (54) is malformed' };
  }
  const initiation = get('01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    return { valid: false, reason: 'the point of initiation method (01) must be 11 or 12' };
  }
  return {
    valid: true,
    payload: {
      objects,
      templates,
      get,
      getIn: (templateId, id) => templates[templateId]?.find((object) => object.id === id)?.value,
    },
  };
}
