/**
 * The rules of delivery, shared by the server (which charges and refuses) and the SPA (which shows
 * the same fee and minimum before the order is sent): a shop delivers only to the townships it
 * lists, only orders whose subtotal reaches the township's least, for the township's fee.
 */

export const DELIVERY_LIMITS = {
  /** Townships one shop delivers to. */
  areas: 60,
  /** The highest fee and least order (MMK). */
  amount: 10_000_000,
  /** Minutes a delivery may be said to take. */
  etaMin: 5,
  etaMax: 600,
  address: 300,
} as const;

export interface DeliveryAreaRule {
  township_id: number;
  fee: number;
  min_total: number;
  eta_minutes: number;
}

export type DeliveryCharge =
  | { kind: 'charged'; fee: number; eta_minutes: number }
  | { kind: 'unserved' }
  /** The subtotal is below the township's least. */
  | { kind: 'below_minimum'; min_total: number };

/** What delivering an order of `subtotal` MMK to `townshipId` costs at a shop with `areas`. */
export function deliveryCharge(
  areas: ReadonlyArray<DeliveryAreaRule>,
  townshipId: number,
  subtotal: number,
): DeliveryCharge {
  const area = areas.find((candidate) => candidate.township_id === townshipId);
  if (!area) return { kind: 'unserved' };
  if (subtotal < area.min_total) return { kind: 'below_minimum', min_total: area.min_total };
  return { kind: 'charged', fee: area.fee, eta_minutes: area.eta_minutes };
}

/** A township listed twice, or null: each township is served once, with one fee. */
export function repeatedTownship(areas: ReadonlyArray<{ township_id: number }>): number | null {
  const seen = new Set<number>();
  for (const area of areas) {
    if (seen.has(area.township_id)) return area.township_id;
    seen.add(area.township_id);
  }
  return null;
}
