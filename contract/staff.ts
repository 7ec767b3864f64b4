/**
 * A shop's team: the owner (who registered the shop) and the members they invite by phone, each
 * with a role. The server decides every merchant call from `MERCHANT_ACCESS`; the SPA shows each
 * role only the pages and buttons its role may use. A role not listed for a call gets 403.
 *
 * A cashier may be limited to one branch. Then the server shows them that branch's orders and
 * reservations only: the inbox and its day's totals, the actions on an order or a reservation (one
 * of another branch is 404, as one of another shop is) and the live events of the inbox. The
 * loyalty counter stays the shop's: a customer's card belongs to the shop, not to a branch.
 * `branchScope` is the one rule of which branch a call sees; every one of those places asks it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_INT, MerchantUser, PHONE_PATTERN, User, ValidationErrorBody } from './index';
import { OTP_LENGTH } from './otpRules';
import { OtpRefusal } from './otp';

export const MERCHANT_ROLES = ['owner', 'manager', 'cashier'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
export const MerchantRoleSchema = Type.Union([
  Type.Literal('owner'),
  Type.Literal('manager'),
  Type.Literal('cashier'),
]);

/** The roles an owner gives: there is one owner, the person who registered the shop. */
export const MEMBER_ROLES = ['manager', 'cashier'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MemberRoleSchema = Type.Union([Type.Literal('manager'), Type.Literal('cashier')]);

/**
 * Who may do what. `owner` everything; `manager` everything but the shop's billing, plan and team;
 * `cashier` the order inbox, the loyalty counter and marking items unavailable (of their branch
 * only, when they have one).
 */
export const MERCHANT_ACCESS = {
  /** The plan, its add-ons, paying for them, receipts and the billing details. */
  billing: ['owner'],
  /** Inviting members, changing their roles, removing them. */
  team: ['owner'],
  /** The owner's own account: proving its phone with a code. */
  account: ['owner'],
  /** The dashboard, the shop's details and its phone verification. */
  shop: ['owner', 'manager'],
  /**
   * The store page, its branches, catalogue, photos, posts, promo codes, banner and loyalty, and
   * the shop's reviews with its replies.
   */
  store: ['owner', 'manager'],
  /** The order and reservation inbox, its live events, and answering orders and reservations. */
  orders: ['owner', 'manager', 'cashier'],
  /** The loyalty counter: looking a customer up, stamps, points and rewards at the till. */
  counter: ['owner', 'manager', 'cashier'],
  /** Reading the catalogue, and marking an item available or not. */
  availability: ['owner', 'manager', 'cashier'],
  /** Reading the shop's store and its branches: what the inbox names and offers to filter by. */
  view: ['owner', 'manager', 'cashier'],
  /** Signing out, and the lists every form reads (the shop categories). */
  self: ['owner', 'manager', 'cashier'],
} as const satisfies Record<string, readonly MerchantRole[]>;

export type MerchantAccess = keyof typeof MERCHANT_ACCESS;

/**
 * Pure: the one branch whose orders and reservations a caller sees, from their token as it is
 * now (`role`, and the branch of the member's row); null: every branch of the shop. Only a
 * cashier is limited, and only when they have a branch: an owner, a manager and a cashier without
 * a branch see every branch (as does a call with no token: it reaches no shop's records).
 */
export function branchScope(
  caller: { role: MerchantRole; branchId: number | null } | null,
): number | null {
  return caller !== null && caller.role === 'cashier' ? caller.branchId : null;
}

/** Pure: may a team member of `role` do what `access` names? */
export function merchantMay(role: MerchantRole, access: MerchantAccess): boolean {
  return (MERCHANT_ACCESS[access] as readonly MerchantRole[]).includes(role);
}

/**
 * Pure: how many more people the team may take under the plan's `maxUsers` (null: no limit), the
 * owner counted among `members` (everyone on the team now, invitations not yet taken up included).
 */
export function teamRoom(maxUsers: number | null, members: number): number | null {
  if (maxUsers === null) return null;
  return Math.max(0, maxUsers - members);
}

/** One person on the team, as the team page lists them. */
export const TeamMember = Type.Object(
  {
    /** null for the owner, who is the shop's account and not a member row. */
    id: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.String(),
    phone: Type.String(),
    role: MerchantRoleSchema,
    /** The branch a cashier is limited to; null: every branch. */
    branch_id: Type.Union([Type.Integer(), Type.Null()]),
    /** When they first signed in; null while the invitation is not taken up. */
    joined_at: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type TeamMember = Static<typeof TeamMember>;

export const TeamResponse = Type.Object(
  {
    members: Type.Array(TeamMember),
    /** The plan's `max_users`, the owner counted; null: no limit. */
    max_users: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type TeamResponse = Static<typeof TeamResponse>;

const MemberName = Type.String({ minLength: 1, maxLength: 100 });

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

/** A path parameter pair: the shop and one member of its team. */
export const MemberParams = Type.Object(
  { merchantId: Id, memberId: Id },
  { additionalProperties: false },
);
export type MemberParams = Static<typeof MemberParams>;

/** `POST merchant/store/:merchantId/team`: an invitation by phone. */
export const InviteMemberRequest = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN }),
    name: MemberName,
    role: MemberRoleSchema,
    branch_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type InviteMemberRequest = Static<typeof InviteMemberRequest>;

/** `PUT merchant/store/:merchantId/team/:memberId`: a new role (and branch). */
export const ChangeMemberRequest = Type.Object(
  {
    role: MemberRoleSchema,
    branch_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type ChangeMemberRequest = Static<typeof ChangeMemberRequest>;

const Phone = Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });

/** `merchant/staff/sendOtp`: a code to the phone an owner invited. */
export const StaffSendOtpRequest = Type.Object({ phone: Phone }, { additionalProperties: false });
export type StaffSendOtpRequest = Static<typeof StaffSendOtpRequest>;

/** `merchant/staff/signIn`: the phone and its code. */
export const StaffSignInRequest = Type.Object(
  { phone: Phone, otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }) },
  { additionalProperties: false },
);
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

/**
 * A member signed in: a merchant's session as the login answers it (the shop's `user` and
 * `merchantUser`, so every merchant page works as it does for the owner), and who they are on it.
 */
export const StaffSignInResponse = Type.Object(
  {
    token: Type.String(),
    user: User,
    merchantUser: MerchantUser,
    member: Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        role: MemberRoleSchema,
        branch_id: Type.Union([Type.Integer(), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type StaffSignInResponse = Static<typeof StaffSignInResponse>;

/** Why a sign-in with a right code is refused: the phone is on no shop's team. */
export const StaffSignInErrorBody = Type.Composite([
  ValidationErrorBody,
  Type.Object({
    reason: Type.Optional(Type.Union([OtpRefusal, Type.Literal('not_a_member')])),
    tries_left: Type.Optional(Type.Integer()),
  }),
]);
export type StaffSignInErrorBody = Static<typeof StaffSignInErrorBody>;

/** What the shop's actions record: who moved an order or a reservation, who gave a stamp. */
export const SHOP_ACTIONS = [
  'order_accept',
  'order_reject',
  'order_ready',
  'order_dispatch',
  'order_complete',
  'order_paid',
  'reservation_confirm',
  'reservation_decline',
  'reservation_complete',
  'reservation_no_show',
  'stamp_given',
] as const;
export type ShopAction = (typeof SHOP_ACTIONS)[number];
export const ShopActionSchema = Type.Union([
  Type.Literal('order_accept'),
  Type.Literal('order_reject'),
  Type.Literal('order_ready'),
  Type.Literal('order_dispatch'),
  Type.Literal('order_complete'),
  Type.Literal('order_paid'),
  Type.Literal('reservation_confirm'),
  Type.Literal('reservation_decline'),
  Type.Literal('reservation_complete'),
  Type.Literal('reservation_no_show'),
  Type.Literal('stamp_given'),
]);

/** One action of the shop, newest first on the team page: who, what, on whose record, when. */
export const ShopActivity = Type.Object(
  {
    id: Type.Integer(),
    /** The member's name as it was (a removed member's stays), or the owner's. */
    actor_name: Type.String(),
    action: ShopActionSchema,
    /** The order's number in the shop, for an order's action. */
    order_number: Type.Union([Type.Integer(), Type.Null()]),
    /** The customer of the order, reservation or stamp: their name, else their phone. */
    customer: Type.Union([Type.String(), Type.Null()]),
    at: Type.String(),
  },
  { additionalProperties: false },
);
export type ShopActivity = Static<typeof ShopActivity>;

/** `GET merchant/store/:merchantId/team/activity`: the shop's latest actions. */
export const TeamActivityResponse = Type.Object(
  { actions: Type.Array(ShopActivity) },
  { additionalProperties: false },
);
export type TeamActivityResponse = Static<typeof TeamActivityResponse>;

/** Actions the team page lists. */
export const TEAM_ACTIVITY_LIMIT = 50;
