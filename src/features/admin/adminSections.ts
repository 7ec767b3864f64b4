import type { OperatorAccess } from '@contract/operators';

/**
 * The parts of the back office, in the navigation's order: the path under `/admin`, the message
 * key of its name, and who may open it (contract/operators.ts: the server checks the same on
 * every call).
 */
export const ADMIN_SECTIONS = [
  { id: 'overview', path: '', label: 'admin.nav.overview', access: 'read' },
  { id: 'merchants', path: 'merchants', label: 'admin.nav.merchants', access: 'read' },
  { id: 'payments', path: 'payments', label: 'admin.nav.payments', access: 'readMoney' },
  { id: 'prices', path: 'prices', label: 'admin.nav.prices', access: 'read' },
  { id: 'partnerCodes', path: 'partner-codes', label: 'admin.nav.partnerCodes', access: 'read' },
  { id: 'moderation', path: 'moderation', label: 'admin.nav.moderation', access: 'read' },
  { id: 'designs', path: 'designs', label: 'admin.nav.designs', access: 'design' },
  { id: 'audit', path: 'audit', label: 'admin.nav.audit', access: 'read' },
  { id: 'exports', path: 'exports', label: 'admin.nav.exports', access: 'read' },
] as const satisfies readonly {
  id: string;
  path: string;
  label: string;
  access: OperatorAccess;
}[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/** The path of a part of the back office (`adminPath('payments')` → `/admin/payments`). */
export function adminPath(id: AdminSectionId, tail = ''): string {
  const section = ADMIN_SECTIONS.find((s) => s.id === id);
  const base = section && section.path ? `/admin/${section.path}` : '/admin';
  return tail ? `${base}/${tail}` : base;
}

/**
 * Pure: the part and the record id a path under `/admin` names (the route's splat):
 * `merchants/7` → `{ part: 'merchants', id: '7' }`; '' → the overview; more than two segments → null.
 */
export function adminPartOf(splat: string): { part: string; id: string | null } | null {
  const [part = '', id, ...rest] = splat.split('/').filter(Boolean);
  if (rest.length > 0) return null;
  return { part, id: id ?? null };
}
