/**
 * The paths of the inbox's further pages and of the customers a shop has blocked. Apart from
 * `apiPaths`, which the landing page carries: only the inbox's own chunk needs these.
 */
export const inboxPaths = {
  /** GET with the token: the day's finished orders after `?before=` (an order id), a page. */
  merchantInboxOrders: 'merchant/store/:merchantId/inbox/orders',
  /** GET with the token: the customers the shop has blocked. */
  merchantBlockedCustomers: 'merchant/store/:merchantId/blocked-customers',
  /** PUT blocks the customer (the id the inbox shows), DELETE takes the block back. */
  merchantBlockedCustomer: 'merchant/store/:merchantId/blocked-customers/:customerId',
  /** GET the 'Busy' pauses of the shop and its branches; POST sets or ends one (`BusyRequest`). */
  merchantBusy: 'merchant/store/:merchantId/busy',
  /** POST marks an order 'Paid' with its method (`MarkPaidRequest`); again, the same answer. */
  merchantOrderPaid: 'merchant/store/:merchantId/orders/:orderId/paid',
} as const;
