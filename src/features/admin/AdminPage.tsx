import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { OperatorRole } from '@contract/operators';
import { Message } from '../../components/Message/Message';
import { useTranslator } from '../../i18n/useTranslator';
import { adminPartOf, adminPath, type AdminSectionId } from './adminSections';
import { DesignSection } from './designs/DesignSection';
import { DesignsSection } from './designs/DesignsSection';
import { AuditSection } from './merchants/AuditSection';
import { ExportsSection } from './merchants/ExportsSection';
import { MerchantSection } from './merchants/MerchantSection';
import { MerchantsSection } from './merchants/MerchantsSection';
import { OverviewSection } from './merchants/OverviewSection';
import { ModerationSection } from './moderation/ModerationSection';
import { PaymentsSection } from './payments/PaymentsSection';
import { PartnerCodesSection } from './prices/PartnerCodesSection';
import { PricesSection } from './prices/PricesSection';
import { mayOpen, sectionsFor } from './shell/adminAccess';
import { AdminShell } from './shell/AdminShell';

/**
 * A part of the back office, or why the operator's role may not open it. The first page of a role
 * that may not read the overview (the designer's) is the first part it may open; a role with no
 * part at all is told so there.
 */
function Part({
  role,
  id,
  children,
}: {
  role: OperatorRole;
  id: AdminSectionId;
  children: ReactNode;
}) {
  const t = useTranslator();
  if (mayOpen(role, id)) return <>{children}</>;
  if (id === 'overview') {
    const first = sectionsFor(role)[0];
    if (first) return <Navigate to={adminPath(first.id)} replace />;
    return <Message tone="status">{t('admin.layout.designer')}</Message>;
  }
  return <Message tone="error">{t('admin.layout.notAllowed')}</Message>;
}

/** The part a path under `/admin` names, by its id in `ADMIN_SECTIONS`. */
const PARTS: Record<string, { id: AdminSectionId; element: ReactNode }> = {
  '': { id: 'overview', element: <OverviewSection /> },
  merchants: { id: 'merchants', element: <MerchantsSection /> },
  payments: { id: 'payments', element: <PaymentsSection /> },
  prices: { id: 'prices', element: <PricesSection /> },
  'partner-codes': { id: 'partnerCodes', element: <PartnerCodesSection /> },
  moderation: { id: 'moderation', element: <ModerationSection /> },
  designs: { id: 'designs', element: <DesignsSection /> },
  audit: { id: 'audit', element: <AuditSection /> },
  exports: { id: 'exports', element: <ExportsSection /> },
};

/**
 * The part of the back office the route's splat names (`merchants/7`: the merchant's page), or
 * the not-found page's words for a path that names none.
 *
 * Chosen from the splat rather than with react-router's `<Routes>`: the router module is in the
 * landing page's script, and using `<Routes>` anywhere keeps its code there (+420 B gzipped on
 * `/`, past its budget). NEVER use `<Routes>`/`<Route>` in the back office.
 */
function AdminPart({ role }: { role: OperatorRole }) {
  const t = useTranslator();
  const path = adminPartOf(useParams()['*'] ?? '');
  const part =
    path === null
      ? undefined
      : path.id === null
        ? PARTS[path.part]
        : path.part === 'merchants'
          ? { id: 'merchants' as const, element: <MerchantSection /> }
          : path.part === 'designs'
            ? { id: 'designs' as const, element: <DesignSection /> }
            : undefined;
  if (!part) return <Message tone="error">{t('admin.layout.notFound')}</Message>;
  return (
    <Part role={role} id={part.id}>
      {part.element}
    </Part>
  );
}

/**
 * `/admin/*`: the operators' back office. The shell signs the operator in (password, then their
 * authenticator) and lays out the parts their role may open; each part renders beneath.
 */
export function AdminPage() {
  return <AdminShell>{({ role }) => <AdminPart role={role} />}</AdminShell>;
}
