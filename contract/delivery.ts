/**
 * Delivery: the townships a shop delivers to (each with its fee, the least order it delivers and
 * how long delivery takes), an order's delivery as the shopper asks for it and as the order keeps
 * it, and the address a shopper's account keeps for their next delivery. The rules are the pure
 * functions of `./deliveryRules`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN } from './index';
import { DELIVERY_LIMITS } from './deliveryRules';

const MAX_INT = 2_147_483_647;
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

export { DELIVERY_LIMITS } from './deliveryRules';

/** A township the shop delivers to, as the store editor writes it. */
export const DeliveryArea = Type.Object(
  {
    township_id: Id,
    /** MMK the shopper pays for delivery there. */
    fee: Type.Integer({ minimum: 0, maximum: DELIVERY_LIMITS.amount }),
    /** The least subtotal (MMK) the shop delivers there; 0: any. */
    min_total: Type.Integer({ minimum: 0, maximum: DELIVERY_LIMITS.amount }),
    /** About how long delivery takes, in minutes. */
    eta_minutes: Type.Integer({ minimum: DELIVERY_LIMITS.etaMin, maximum: DELIVERY_LIMITS.etaMax }),
  },
  { additionalProperties: false },
);
export type DeliveryArea = Static<typeof DeliveryArea>;

/** `PUT merchant/store/:merchantId/delivery`: every township served, in order (none: no delivery). */
export const DeliveryAreasRequest = Type.Object(
  { areas: Type.Array(DeliveryArea, { maxItems: DELIVERY_LIMITS.areas }) },
  { additionalProperties: false },
);
export type DeliveryAreasRequest = Static<typeof DeliveryAreasRequest>;

/** The answer of both calls of the editor. */
export const DeliveryAreas = Type.Object({ areas: Type.Array(DeliveryArea) });
export type DeliveryAreas = Static<typeof DeliveryAreas>;

/** A township served, on the store page: named in the reader's language. */
export const PublicDeliveryArea = Type.Object({
  township: Type.Object({ id: Id, name: Type.String() }),
  fee: Type.Integer(),
  min_total: Type.Integer(),
  eta_minutes: Type.Integer(),
});
export type PublicDeliveryArea = Static<typeof PublicDeliveryArea>;

/** An order for delivery, as the shopper asks for it: where, and a phone for the rider. */
export const DeliveryRequest = Type.Object(
  {
    /** One of the townships the shop serves (422 `delivery_unserved` otherwise). */
    township_id: Id,
    /** Street, building, floor, landmark. */
    address: Type.String({ minLength: 1, maxLength: DELIVERY_LIMITS.address }),
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
  },
  { additionalProperties: false },
);
export type DeliveryRequest = Static<typeof DeliveryRequest>;

/** An order's delivery as it was placed. */
export const OrderDelivery = Type.Object({
  township: Type.Object({ id: Id, name: Type.String(), name_my: Type.String() }),
  address: Type.String(),
  phone: Type.String(),
  /** MMK, in the order's total. */
  fee: Type.Integer(),
  eta_minutes: Type.Integer(),
});
export type OrderDelivery = Static<typeof OrderDelivery>;

/** The address a shopper's account keeps from their last delivery. */
export const SavedDelivery = Type.Object({
  township_id: Id,
  address: Type.String(),
  phone: Type.String(),
});
export type SavedDelivery = Static<typeof SavedDelivery>;
