/**
 * A shop's team: its owner (the shop's own account) and the members the owner invited by phone.
 * The plan's `max_users` counts everyone, the owner and invitations not yet taken up included; an
 * invitation is checked against it under a lock on the shop, so two at once never pass the limit.
 * A removed member's row goes, and their tokens with it (auth_tokens.member_id cascades).
 */
import type { User } from '@contract';
import type { MemberRole, ShopActivity, TeamMember } from '@contract/staff';
import { TEAM_ACTIVITY_LIMIT, teamRoom } from '@contract/staff';
import { isUniqueViolation, type Db } from '../db/db';
import { ACTIVE_SUBSCRIPTION } from './entitlements';

export interface MemberFacts {
  phone: string;
  name: string;
  role: MemberRole;
  branchId: number | null;
}

/** A member as their sign-in finds them: the shop and the owner's account their token is for. */
export interface SigningInMember {
  id: number;
  merchantId: number;
  ownerUserId: number;
  name: string;
  phone: string;
  role: MemberRole;
  branchId: number | null;
  districtMerchantId: string;
}

export type InviteResult =
  | { kind: 'invited'; member: TeamMember }
  /** The same invitation again (a retry, a second tap): the member it made, nothing new. */
  | { kind: 'already'; member: TeamMember }
  | { kind: 'full'; maxUsers: number }
  | { kind: 'taken' }
  | { kind: 'noBranch' };

export type ChangeResult =
  { kind: 'changed'; member: TeamMember } | { kind: 'notFound' } | { kind: 'noBranch' };

const MEMBER_COLUMNS = `m.id, m.name, m.phone, m.role, m.branch_id,
  to_char(m.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS joined_at`;

/** The plan's `max_users` now: null when it has no limit, 1 (the owner alone) without a plan. */
async function maxUsersOf(db: Db, merchantId: number): Promise<number | null> {
  const { rows } = await db.query<{ max_users: number | null }>(
    `SELECT p.max_users FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.merchant_id = $1 AND ${ACTIVE_SUBSCRIPTION}`,
    [merchantId],
  );
  return rows.length === 0 ? 1 : (rows[0]!.max_users ?? null);
}

/** Only a cashier is limited to a branch: a manager's is always null. */
const cashierBranch = (role: MemberRole, branchId: number | null) =>
  role === 'cashier' ? branchId : null;

/** Whether `branchId` is one of the shop's branches (null: none asked for). */
async function ownBranch(db: Db, merchantId: number, branchId: number | null): Promise<boolean> {
  if (branchId === null) return true;
  const { rows } = await db.query('SELECT 1 FROM branches WHERE id = $1 AND merchant_id = $2', [
    branchId,
    merchantId,
  ]);
  return rows.length > 0;
}

/** Who is acting for a shop: its owner (memberId null) or one of its members. */
export interface ShopActor {
  merchantId: number;
  memberId: number | null;
}

/**
 * Records, in the caller's transaction, that the shop's owner or member did `action` (e.g.
 * 'order_accept', 'stamp_given') on the record `subjectId`, with their name as it is now.
 */
export async function recordShopAction(
  tx: Db,
  actor: ShopActor,
  action: string,
  subjectId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO shop_actions (merchant_id, member_id, actor_name, action, subject_id)
     SELECT $1, $2, coalesce(
              (SELECT name FROM merchant_members WHERE id = $2 AND merchant_id = $1),
              (SELECT u.name FROM merchants s JOIN users u ON u.id = s.user_id WHERE s.id = $1)),
            $3, $4`,
    [actor.merchantId, actor.memberId, action, subjectId],
  );
}

/** The shop's account as a member's session shows it: named as the member, with their phone. */
export function memberUser(user: User, member: { name: string; phone: string }): User {
  return { ...user, username: member.name, name: member.name, phone: member.phone };
}

export function createTeamRepository(db: Db) {
  return {
    /**
     * The shop's latest actions, newest first: who did it (as named then), what, and the order's
     * number or the customer's name (else phone) it was for.
     */
    async activity(merchantId: number): Promise<ShopActivity[]> {
      const { rows } = await db.query<ShopActivity>(
        `SELECT a.id::int AS id, a.actor_name, a.action, o.number AS order_number,
                coalesce(c.name, c.phone) AS customer,
                to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
           FROM shop_actions a
           LEFT JOIN shop_orders o
             ON a.action LIKE 'order\\_%' AND o.id = a.subject_id AND o.merchant_id = a.merchant_id
           LEFT JOIN reservations r
             ON a.action LIKE 'reservation\\_%' AND r.id = a.subject_id AND r.merchant_id = a.merchant_id
           LEFT JOIN stamp_events e
             ON a.action = 'stamp_given' AND e.id = a.subject_id AND e.merchant_id = a.merchant_id
           LEFT JOIN customers c ON c.id = coalesce(o.customer_id, r.customer_id, e.customer_id)
          WHERE a.merchant_id = $1
          ORDER BY a.id DESC
          LIMIT $2`,
        [merchantId, TEAM_ACTIVITY_LIMIT],
      );
      return rows;
    },

    /** The owner first, then the members in the order they were invited. */
    async list(merchantId: number): Promise<{ members: TeamMember[]; maxUsers: number | null }> {
      const owner = await db.query<TeamMember>(
        `SELECT NULL::int AS id, u.name, u.phone, 'owner' AS role, NULL::int AS branch_id,
                to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS joined_at
           FROM merchants s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
        [merchantId],
      );
      const members = await db.query<TeamMember>(
        `SELECT ${MEMBER_COLUMNS} FROM merchant_members m WHERE m.merchant_id = $1 ORDER BY m.id`,
        [merchantId],
      );
      return {
        members: [...owner.rows, ...members.rows],
        maxUsers: await maxUsersOf(db, merchantId),
      };
    },

    async invite(merchantId: number, facts: MemberFacts): Promise<InviteResult> {
      try {
        return await db.transaction(async (tx) => {
          // One invitation at a time per shop: the count below is then the truth.
          await tx.query('SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE', [merchantId]);
          if (!(await ownBranch(tx, merchantId, facts.branchId))) return { kind: 'noBranch' };
          const same = await tx.query<TeamMember>(
            `SELECT ${MEMBER_COLUMNS} FROM merchant_members m
              WHERE m.merchant_id = $1 AND m.phone = $2 AND m.role = $3
                AND m.branch_id IS NOT DISTINCT FROM $4`,
            [merchantId, facts.phone, facts.role, cashierBranch(facts.role, facts.branchId)],
          );
          if (same.rows[0]) return { kind: 'already', member: same.rows[0] };
          const maxUsers = await maxUsersOf(tx, merchantId);
          const { rows } = await tx.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM merchant_members WHERE merchant_id = $1',
            [merchantId],
          );
          const room = teamRoom(maxUsers, 1 + rows[0]!.count);
          if (room !== null && room <= 0) return { kind: 'full', maxUsers: maxUsers ?? 0 };
          // A phone that is a shop's own account signs in with its password, not as a member.
          const owner = await tx.query('SELECT 1 FROM users WHERE phone = $1', [facts.phone]);
          if (owner.rows.length > 0) return { kind: 'taken' };
          const made = await tx.query<TeamMember>(
            `INSERT INTO merchant_members AS m (merchant_id, phone, name, role, branch_id)
             VALUES ($1, $2, $3, $4, $5) RETURNING ${MEMBER_COLUMNS}`,
            [
              merchantId,
              facts.phone,
              facts.name,
              facts.role,
              cashierBranch(facts.role, facts.branchId),
            ],
          );
          return { kind: 'invited', member: made.rows[0]! };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
    },

    async change(
      merchantId: number,
      memberId: number,
      role: MemberRole,
      branchId: number | null,
    ): Promise<ChangeResult> {
      if (!(await ownBranch(db, merchantId, branchId))) return { kind: 'noBranch' };
      const { rows } = await db.query<TeamMember>(
        `UPDATE merchant_members AS m SET role = $3, branch_id = $4
          WHERE m.id = $1 AND m.merchant_id = $2 RETURNING ${MEMBER_COLUMNS}`,
        [memberId, merchantId, role, cashierBranch(role, branchId)],
      );
      return rows[0] ? { kind: 'changed', member: rows[0] } : { kind: 'notFound' };
    },

    /** Removes the member and (by the cascade) their tokens; the ids of those tokens, or null. */
    async remove(merchantId: number, memberId: number): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        const tokens = await tx.query<{ id: number }>(
          'SELECT id FROM auth_tokens WHERE member_id = $1',
          [memberId],
        );
        const { rows } = await tx.query(
          'DELETE FROM merchant_members WHERE id = $1 AND merchant_id = $2 RETURNING id',
          [memberId, merchantId],
        );
        return rows.length > 0 ? tokens.rows.map((t) => t.id) : null;
      });
    },

    /** The member with this phone, as their sign-in needs them. */
    async findByPhone(phone: string, tx: Db = db): Promise<SigningInMember | undefined> {
      const { rows } = await tx.query<SigningInMember>(
        `SELECT m.id, m.merchant_id AS "merchantId", s.user_id AS "ownerUserId", m.name, m.phone,
                m.role, m.branch_id AS "branchId", s.district_merchant_id AS "districtMerchantId"
           FROM merchant_members m JOIN merchants s ON s.id = m.merchant_id
          WHERE m.phone = $1`,
        [phone],
      );
      return rows[0];
    },

    /** A member's name and phone, as their pages show who is signed in. */
    async person(memberId: number): Promise<{ name: string; phone: string } | undefined> {
      const { rows } = await db.query<{ name: string; phone: string }>(
        'SELECT name, phone FROM merchant_members WHERE id = $1',
        [memberId],
      );
      return rows[0];
    },

    /** The first sign-in takes the invitation up. */
    async markJoined(memberId: number, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE merchant_members SET joined_at = now() WHERE id = $1 AND joined_at IS NULL',
        [memberId],
      );
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
