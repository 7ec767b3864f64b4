import {
  OPERATOR_ROLES,
  operatorMay,
  type OperatorAccess,
  type OperatorRole,
} from '@contract/operators';

/**
 * The signed-in operator's role, read structurally: the session slice is injected by the shell,
 * and the parts that ask for the role need not load it. Every part of the back office uses this.
 */
export function selectOperatorRole(state: unknown): OperatorRole | null {
  const role = (state as { operatorSession?: { operator?: { role?: unknown } | null } })
    .operatorSession?.operator?.role;
  return (OPERATOR_ROLES as readonly unknown[]).includes(role) ? (role as OperatorRole) : null;
}

/** Pure: may the role (null: nobody signed in) do what `access` names? */
export function roleMay(role: OperatorRole | null, access: OperatorAccess): boolean {
  return role !== null && operatorMay(role, access);
}
