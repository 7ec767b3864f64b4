import { useParams } from 'react-router-dom';
import { adminPartOf } from './adminSections';
import { AuditSection } from './merchants/AuditSection';
import { ExportsSection } from './merchants/ExportsSection';
import { MerchantSection } from './merchants/MerchantSection';
import { MerchantsSection } from './merchants/MerchantsSection';
import { OverviewSection } from './merchants/OverviewSection';
import { ModerationSection } from './moderation/ModerationSection';
import { PaymentsSection } from './payments/PaymentsSection';
import { PartnerCodesSection } from './prices/PartnerCodesSection';
import { PricesSection } from './prices/PricesSection';

/**
 * The part of the back office a path under `/admin` shows (`merchants/7` → the merchant's page),
 * or null for a path that names none.
 *
 * Chosen from the route's splat rather than with react-router's `<Routes>`: the router module
 * is in the landing page's script, and using `<Routes>` anywhere keeps its code there (+420 B
 * gzipped on `/`, past its budget).
 */
export function AdminPart() {
  const path = adminPartOf(useParams()['*'] ?? '');
  if (path === null) return null;
  if (path.id !== null) return path.part === 'merchants' ? <MerchantSection /> : null;
  switch (path.part) {
    case '':
      return <OverviewSection />;
    case 'merchants':
      return <MerchantsSection />;
    case 'payments':
      return <PaymentsSection />;
    case 'prices':
      return <PricesSection />;
    case 'partner-codes':
      return <PartnerCodesSection />;
    case 'moderation':
      return <ModerationSection />;
    case 'audit':
      return <AuditSection />;
    case 'exports':
      return <ExportsSection />;
    default:
      return null;
  }
}

/**
 * `/admin/*`: the operators' back office. (The sign-in, the session and the layout with its
 * navigation by role are the shell's; each part renders beneath.) NEVER use react-router's
 * `<Routes>`/`<Route>` here (see AdminPart).
 */
export function AdminPage() {
  return <AdminPart />;
}
