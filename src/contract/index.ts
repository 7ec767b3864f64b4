/**
 * The wire contract: the schema and type of every call of the API (specification section 7,
 * DECISIONS section 3). The server validates with these schemas; the SPA imports only the types
 * (`import type`), so the two halves cannot disagree silently and the bundle ships no schema code.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1 });
/** A path parameter holding a merchant id, as the URL carries it. */
export const MerchantParams = Type.Object(
  { merchantId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type MerchantParams = Static<typeof MerchantParams>;

/**
 * Headers of every call that needs a token. The server checks the token before validation (so a
 * missing token answers 401, not 422); the schema documents the header and bounds its size.
 */
export const AuthHeaders = Type.Object({
  authorization: Type.String({ maxLength: 1024, pattern: '^[Bb]earer +\\S+$' }),
});
export type AuthHeaders = Static<typeof AuthHeaders>;

/* ----------------------------- errors ----------------------------- */

/** Every error except validation: 401, 403, 404, 402, 409, 429, 500. */
export const ErrorBody = Type.Object({ message: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** Validation failure (422): field name to its messages. */
export const ValidationErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  data: Type.Object({ errors: Type.Record(Type.String(), Type.Array(Type.String())) }),
});
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/* -------------------------- reference data ------------------------- */

export const NamedItem = Type.Object({ id: Id, name: Type.String() });
export type NamedItem = Static<typeof NamedItem>;
export const District = NamedItem;
export type District = NamedItem;
export const Township = NamedItem;
export type Township = NamedItem;
export const Category = NamedItem;
export type Category = NamedItem;

export const DistrictList = Type.Array(District);
export const TownshipList = Type.Array(Township);
export const CategoriesResponse = Type.Object({ categories: Type.Array(Category) });
export type CategoriesResponse = Static<typeof CategoriesResponse>;

/** A subscription plan; prices in MMK for the whole period. */
export const Plan = Type.Object({
  id: Id,
  name: Type.String(),
  price_3month: Type.Number(),
  price_6month: Type.Number(),
  price_12month: Type.Number(),
  max_branches: Type.Union([Type.Integer(), Type.Null()]),
  max_users: Type.Union([Type.Integer(), Type.Null()]),
  max_posts_per_month: Type.Union([Type.Integer(), Type.Null()]),
  allow_stamp_card: Type.Boolean(),
  allow_point_collection: Type.Boolean(),
  allow_membership: Type.Boolean(),
});
export type Plan = Static<typeof Plan>;
export const PlanList = Type.Array(Plan);

/** `merchant/getPlans/{id}`: the client always sends 1; the answer is the same plan list for any id. */
export const PlanGroupParams = Type.Object({ id: Id }, { additionalProperties: false });
export type PlanGroupParams = Static<typeof PlanGroupParams>;

/** An add-on that can be bought with a plan; `price_3month` is its list price in MMK. */
export const AddonType = Type.Object({ id: Id, name: Type.String(), price_3month: Type.Number() });
export type AddonType = Static<typeof AddonType>;
export const AddonTypeList = Type.Array(AddonType);

/** A row of the Price Calculator popup. */
export const CalculatorAddon = Type.Object({
  name: Type.String(),
  unit: Type.String(),
  price: Type.Number(),
});
export type CalculatorAddon = Static<typeof CalculatorAddon>;
export const CalculatorAddonList = Type.Array(CalculatorAddon);

/** The calculator's plans answer; the calculator reads none of its fields. */
export const CalculatorPlan = Type.Object({ name: Type.String(), price: Type.Number() });
export type CalculatorPlan = Static<typeof CalculatorPlan>;
export const CalculatorPlanList = Type.Array(CalculatorPlan);

/* ------------------------------ session ---------------------------- */

/** The shop owner as the API returns it. */
export const User = Type.Object({
  userid: Id,
  username: Type.String(),
  name: Type.Optional(Type.String()),
  shopname: Type.String(),
  merchantid: Id,
  phone: Type.String(),
  email: Type.String(),
});
export type User = Static<typeof User>;

export const MerchantUser = Type.Object({
  merchant_id: Id,
  district_merchant_id: Type.Union([Type.String(), Type.Null()]),
});
export type MerchantUser = Static<typeof MerchantUser>;

/** Myanmar phone numbers: local 09… or international +959… / 959…, digits only after that. */
export const PHONE_PATTERN = '^(\\+?95|0)9\\d{7,9}$';

const requiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const RegisterRequest = Type.Object(
  {
    username: requiredText(100),
    shopname: requiredText(150),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    district_id: Id,
    township_id: Id,
    password: Type.String({ minLength: 8, maxLength: 128 }),
    password_confirmation: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const RegisterResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    token: Type.String(),
    user: User,
    merchant: Type.Object({ name: Type.String(), id: Id }),
  }),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginRequest = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 20 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  user: User,
  merchantUser: MerchantUser,
});
export type LoginResponse = Static<typeof LoginResponse>;

export { paths } from './paths';

/** Success and error responses of a route, keyed by status, for Fastify's `schema.response`. */
export function responses<T extends TSchema>(
  ok: T,
  ...errors: Array<401 | 403 | 404 | 409 | 422 | 429>
) {
  const out: Record<number, TSchema> = { 200: ok };
  for (const code of errors) out[code] = code === 422 ? ValidationErrorBody : ErrorBody;
  return out;
}
