/**
 * Notifications that reach people with the tab closed: Web Push subscriptions per device (a shop
 * person's or a customer's), the events each shop device wants, and the shopper's SMS choice.
 * docs/notifications.md tells the rules.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INT } from './index';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

/** What may notify a shop's device: a new order, a new reservation. */
export const MERCHANT_PUSH_EVENTS = ['new_order', 'new_reservation'] as const;
export type MerchantPushEvent = (typeof MERCHANT_PUSH_EVENTS)[number];
export const MerchantPushEventSchema = Type.Union([
  Type.Literal('new_order'),
  Type.Literal('new_reservation'),
]);

export const PushLanguage = Type.Union([Type.Literal('en'), Type.Literal('my')]);
export type PushLanguage = Static<typeof PushLanguage>;

/** `push/key`: null while push is off on this server (no VAPID keys configured). */
export const PushKeyResponse = Type.Object({
  public_key: Type.Union([Type.String(), Type.Null()]),
});
export type PushKeyResponse = Static<typeof PushKeyResponse>;

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const BASE64URL = '^[A-Za-z0-9_-]+$';

/**
 * A browser's `PushSubscription.toJSON()` (endpoint and keys), the language its notifications
 * are written in, and a name to tell the device by. Subscribing the same endpoint again changes
 * nothing but these; an endpoint someone else subscribed becomes the caller's.
 */
export const SubscribeRequest = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 1000, pattern: '^https?://\\S+$' }),
    keys: Type.Object(
      {
        // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
        p256dh: Type.String({ minLength: 87, maxLength: 88, pattern: BASE64URL }),
        auth: Type.String({ minLength: 22, maxLength: 24, pattern: BASE64URL }),
      },
      { additionalProperties: false },
    ),
    language: PushLanguage,
    label: Type.String({ maxLength: 60 }),
  },
  { additionalProperties: false },
);
export type SubscribeRequest = Static<typeof SubscribeRequest>;

/** One of a shop person's devices: what notifies it. */
export const MerchantPushDevice = Type.Object({
  id: Id,
  label: Type.String(),
  language: PushLanguage,
  events: Type.Array(MerchantPushEventSchema),
  created_at: Type.String({ format: 'date-time' }),
});
export type MerchantPushDevice = Static<typeof MerchantPushDevice>;

export const MerchantPushDevices = Type.Object({ devices: Type.Array(MerchantPushDevice) });
export type MerchantPushDevices = Static<typeof MerchantPushDevices>;

/** PUT a device's events: every one it should be notified of (none: silent, still listed). */
export const DeviceEventsRequest = Type.Object(
  { events: Type.Array(MerchantPushEventSchema, { maxItems: 2, uniqueItems: true }) },
  { additionalProperties: false },
);
export type DeviceEventsRequest = Static<typeof DeviceEventsRequest>;

export const MerchantDeviceParams = Type.Object(
  { merchantId: Id, deviceId: Id },
  { additionalProperties: false },
);
export type MerchantDeviceParams = Static<typeof MerchantDeviceParams>;

export const CustomerDeviceParams = Type.Object({ deviceId: Id }, { additionalProperties: false });
export type CustomerDeviceParams = Static<typeof CustomerDeviceParams>;

/** One of a customer's devices: notified when an order is accepted or ready, a reservation confirmed. */
export const CustomerPushDevice = Type.Object({
  id: Id,
  label: Type.String(),
  language: PushLanguage,
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerPushDevice = Static<typeof CustomerPushDevice>;

export const CustomerPushDevices = Type.Object({ devices: Type.Array(CustomerPushDevice) });
export type CustomerPushDevices = Static<typeof CustomerPushDevices>;

/** `customer/notices`: an SMS when an order is ready for pickup, in `language`. */
export const CustomerNotices = Type.Object(
  { text_when_ready: Type.Boolean(), language: PushLanguage },
  { additionalProperties: false },
);
export type CustomerNotices = Static<typeof CustomerNotices>;

/** What a notification carries to the service worker (the push message's JSON). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app's path of the record: a tap opens it. */
  url: string;
  /** One notification per record: a later one about the same record replaces it. */
  tag: string;
}
