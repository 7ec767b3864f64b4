import { operatorMay, type OperatorRole } from '@contract/operators';
import { ADMIN_SECTIONS, type AdminSectionId } from '../adminSections';

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Pure: the parts of the back office `role` may open, in the navigation's order. */
export function sectionsFor(role: OperatorRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => operatorMay(role, section.access));
}

/** Pure: may `role` open the part `id`? */
export function mayOpen(role: OperatorRole, id: AdminSectionId): boolean {
  const section = ADMIN_SECTIONS.find((s) => s.id === id);
  return section !== undefined && operatorMay(role, section.access);
}
