/**
 * The paths of notifications by Web Push (and the shopper's SMS choice). Apart from `apiPaths`,
 * which the landing page carries: only the inbox's and the customer's order chunks need these.
 */
export const pushPaths = {
  /** Public: whether push is on here, and the server's public VAPID key. */
  pushKey: 'push/key',
  /** GET the caller's own devices in the shop (owner's or member's); POST subscribes this one. */
  merchantPushDevices: 'merchant/store/:merchantId/push/devices',
  /** PUT the device's events, DELETE unsubscribes it: only the caller's own devices. */
  merchantPushDevice: 'merchant/store/:merchantId/push/devices/:deviceId',
  /** GET the customer's devices; POST subscribes this one. */
  customerPushDevices: 'customer/push/devices',
  /** DELETE unsubscribes one of the customer's devices. */
  customerPushDevice: 'customer/push/devices/:deviceId',
  /** GET / PUT whether the customer gets an SMS when an order is ready for pickup. */
  customerNotices: 'customer/notices',
} as const;
