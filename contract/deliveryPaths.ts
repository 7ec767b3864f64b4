/**
 * The paths of a shop's delivery areas. Apart from `apiPaths`, which the landing page carries:
 * only the store editor's chunk needs this.
 */
export const deliveryPaths = {
  /** GET with the token: the townships served; PUT: all of them at once (`DeliveryAreasRequest`). */
  storeDelivery: 'merchant/store/:merchantId/delivery',
} as const;
