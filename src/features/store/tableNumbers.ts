import { ORDER_LIMITS } from '@contract/orderRules';
import { toLatinDigits } from '../../i18n/digits';

/** The most table QR codes printed at once. */
export const MAX_TABLES = 100;

/** What an order's `table` may be (contract/orders.ts `PlaceOrderRequest.table`). */
const TABLE = /^[0-9A-Za-z -]+$/;

export type TableNumbers = { ok: true; tables: string[] } | { ok: false };

/**
 * The tables a merchant typed: numbers and names separated by commas or spaces, and ranges of
 * numbers (`1-12`), Myanmar digits read as Latin ones. Each table once, in the order typed.
 */
export function parseTableNumbers(text: string): TableNumbers {
  const tables: string[] = [];
  const parts = toLatinDigits(text)
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false };
  for (const part of parts) {
    const range = /^(\d+)-(\d+)$/.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (from > to || to - from >= MAX_TABLES) return { ok: false };
      for (let n = from; n <= to; n += 1) tables.push(String(n));
    } else if (TABLE.test(part) && part.length <= ORDER_LIMITS.table) {
      tables.push(part);
    } else {
      return { ok: false };
    }
    if (tables.length > MAX_TABLES * 2) return { ok: false };
  }
  const unique = [...new Set(tables)];
  return unique.length > MAX_TABLES || unique.some((t) => t.length > ORDER_LIMITS.table)
    ? { ok: false }
    : { ok: true, tables: unique };
}

/** The menu QR's address: the store page with the table, read by the page's order form. */
export const tableAddress = (shopAddress: string, table: string): string =>
  `${shopAddress}?table=${encodeURIComponent(table)}`;
