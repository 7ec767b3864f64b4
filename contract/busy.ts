/**
 * 'Busy': the shop itself and each of its branches may pause new orders for 15, 30 or 60 minutes
 * from the inbox; the pause ends by itself (or sooner, by 'Take orders again'). While it lasts the
 * server refuses a new order there (409 `busy`) and the store page says until when.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INT } from './index';

/** The pause of the shop itself (`branch_id` null) or of one branch. */
export const BusyPause = Type.Object({
  branch_id: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Null()]),
  /** The branch's name; null for the shop itself. */
  name: Type.Union([Type.String(), Type.Null()]),
  /** When the pause ends (ISO 8601); null: taking orders (a pause that has ended reads null). */
  busy_until: Type.Union([Type.String(), Type.Null()]),
});
export type BusyPause = Static<typeof BusyPause>;

/** `merchant/store/{merchantId}/busy`: the pauses the caller may see and set. */
export const BusyPauses = Type.Object({ pauses: Type.Array(BusyPause) });
export type BusyPauses = Static<typeof BusyPauses>;

/** Sets a pause: `minutes` 15, 30 or 60 from now, or 0 to take orders again at once. */
export const BusyRequest = Type.Object(
  {
    branch_id: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Null()]),
    minutes: Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(60)]),
  },
  { additionalProperties: false },
);
export type BusyRequest = Static<typeof BusyRequest>;
