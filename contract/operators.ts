/**
 * The back office's operators: their roles, and which roles may use each part of `/admin`. The
 * server checks the role on every operator call from these lists; the SPA shows only the parts a
 * role may use. A role not listed for a call gets 403.
 */
import { Type, type Static } from '@sinclair/typebox';

export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'designer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OperatorRoleSchema = Type.Union(OPERATOR_ROLES.map((role) => Type.Literal(role)));

/**
 * Who may do what. `admin` everything; `finance` payments, refunds, prices and partner codes;
 * `support` merchants, shops and moderation, and reads money without changing it; `designer`
 * the design requests of the design service only.
 */
export const OPERATOR_ACCESS = {
  /** The overview's figures, the merchants and their pages, the audit log, the exports. */
  read: ['admin', 'finance', 'support'],
  /** Payments, transfers, refunds and held payments: reading them. */
  readMoney: ['admin', 'finance', 'support'],
  /** Approving or rejecting a transfer, refunding. */
  money: ['admin', 'finance'],
  /** Changing prices and partner codes. */
  prices: ['admin', 'finance'],
  /** Notes on merchants, reports, suspending and lifting a suspension. */
  moderation: ['admin', 'support'],
  /** The design requests of the design service: reading them, consultations, drafts, finals. */
  design: ['admin', 'designer'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorAccess = keyof typeof OPERATOR_ACCESS;

/** Pure: may an operator of `role` do what `access` names? */
export function operatorMay(role: OperatorRole, access: OperatorAccess): boolean {
  return (OPERATOR_ACCESS[access] as readonly OperatorRole[]).includes(role);
}

/** The signed-in operator, as the session calls answer it. */
export const Operator = Type.Object(
  {
    id: Type.Integer(),
    phone: Type.String(),
    name: Type.String(),
    role: OperatorRoleSchema,
  },
  { additionalProperties: false },
);
export type Operator = Static<typeof Operator>;

/**
 * How far a sign-in went: 'enrol' (the password was right and no authenticator is enrolled yet),
 * 'second_factor' (the password was right; a code is due), 'active' (signed in).
 */
export const OPERATOR_STAGES = ['enrol', 'second_factor', 'active'] as const;
export type OperatorStage = (typeof OPERATOR_STAGES)[number];
export const OperatorStageSchema = Type.Union(OPERATOR_STAGES.map((stage) => Type.Literal(stage)));

/** The CSV exports. */
export const EXPORT_DATASETS = ['merchants', 'payments', 'receipts', 'refunds'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
