import { OPERATOR_ROLES, type OperatorRole } from '@contract/operators';

/** The signed-in operator's role, read structurally (the shell's session slice is lazy). */
export function operatorRoleOf(state: unknown): OperatorRole | null {
  const role = (state as { operatorSession?: { operator?: { role?: unknown } | null } })
    .operatorSession?.operator?.role;
  return (OPERATOR_ROLES as readonly unknown[]).includes(role) ? (role as OperatorRole) : null;
}
