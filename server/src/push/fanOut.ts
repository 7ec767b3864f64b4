/**
 * Who is told of an outbox record, and what (docs/notifications.md). Pure.
 *
 * - A new order or reservation: each of the shop's devices that wants that event (a cashier
 *   limited to a branch only for that branch's records, as the inbox shows them), in the device's
 *   language. A shop with no device at all gets an SMS on the owner's verified phone instead, in
 *   Burmese: a shop that has devices but turned an event off chose silence.
 * - An order accepted or ready, a reservation confirmed: each of the shopper's devices; and an SMS
 *   when an order is ready to a shopper who asked for one, in the language they asked in.
 */
import type { LiveEvent } from '@contract/orders';
import type { MerchantPushEvent, PushLanguage, PushMessage } from '@contract/push';
import { branchScope, type MerchantRole } from '@contract/staff';
import { merchantMessage, shopperMessage, smsText, type Notice } from './texts';

/** A row of `push_outbox`. */
export interface OutboxRecord {
  id: number;
  merchant_id: number;
  customer_id: number | null;
  kind: 'order' | 'reservation';
  state: string;
  payload: LiveEvent | string;
}

export interface FanOutDevice {
  id: number;
  merchantId: number | null;
  customerId: number | null;
  language: PushLanguage;
  events: readonly MerchantPushEvent[];
  role: MerchantRole;
  branchId: number | null;
}

export interface FanOutFacts {
  /** Every device of the record's shop and shopper (none while push is off). */
  devices: readonly FanOutDevice[];
  /** The shop owner's phone, when verified. */
  shopPhone: string | null;
  /** The shopper's phone and language, when they asked for an SMS when an order is ready. */
  shopperText: { phone: string; language: PushLanguage } | null;
}

export type Delivery =
  | { subscriptionId: number; smsPhone: null; message: PushMessage }
  | { subscriptionId: null; smsPhone: string; message: PushMessage };

/** The language of an SMS to a shop: no device tells us theirs. */
const SHOP_SMS_LANGUAGE: PushLanguage = 'my';

export function noticeOf(record: OutboxRecord): Notice | null {
  const event =
    typeof record.payload === 'string' ? (JSON.parse(record.payload) as LiveEvent) : record.payload;
  if (event.kind === 'order' && record.kind === 'order') {
    const { state } = event.order;
    if (state === 'placed' || state === 'accepted' || state === 'ready') {
      return { kind: 'order', state, order: event.order };
    }
  }
  if (event.kind === 'reservation' && record.kind === 'reservation') {
    const { state } = event.reservation;
    if (state === 'requested' || state === 'confirmed') {
      return { kind: 'reservation', state, reservation: event.reservation };
    }
  }
  return null;
}

export function fanOut(record: OutboxRecord, facts: FanOutFacts): Delivery[] {
  const notice = noticeOf(record);
  if (notice === null) return [];
  const isNew =
    (notice.kind === 'order' && notice.state === 'placed') ||
    (notice.kind === 'reservation' && notice.state === 'requested');
  if (isNew) {
    const event: MerchantPushEvent = notice.kind === 'order' ? 'new_order' : 'new_reservation';
    const branch =
      notice.kind === 'order'
        ? (notice.order.branch?.id ?? null)
        : (notice.reservation.branch?.id ?? null);
    const shopDevices = facts.devices.filter((d) => d.merchantId === record.merchant_id);
    if (shopDevices.length === 0) {
      if (facts.shopPhone === null) return [];
      const message = merchantMessage(notice, SHOP_SMS_LANGUAGE);
      return [{ subscriptionId: null, smsPhone: facts.shopPhone, message: smsMessage(message) }];
    }
    return shopDevices
      .filter((d) => d.events.includes(event))
      .filter((d) => {
        const only = branchScope({ role: d.role, branchId: d.branchId });
        return only === null || only === branch;
      })
      .map((d) => ({
        subscriptionId: d.id,
        smsPhone: null,
        message: merchantMessage(notice, d.language),
      }));
  }
  if (record.customer_id === null) return [];
  const deliveries: Delivery[] = [];
  for (const d of facts.devices) {
    if (d.customerId !== record.customer_id) continue;
    const message = shopperMessage(notice, d.language);
    if (message) deliveries.push({ subscriptionId: d.id, smsPhone: null, message });
  }
  if (facts.shopperText && notice.kind === 'order' && notice.state === 'ready') {
    const message = shopperMessage(notice, facts.shopperText.language);
    if (message) {
      deliveries.push({
        subscriptionId: null,
        smsPhone: facts.shopperText.phone,
        message: smsMessage(message),
      });
    }
  }
  return deliveries;
}

/** An SMS keeps its whole text in `body` (the title stays for the record). */
function smsMessage(message: PushMessage): PushMessage {
  return { ...message, body: smsText(message) };
}
