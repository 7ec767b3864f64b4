import { Route, Routes } from 'react-router-dom';
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
 * `/admin/*`: the operators' back office. (The sign-in, the session and the layout with its
 * navigation by role are the shell's; each part renders beneath.)
 */
export function AdminPage() {
  return (
    <Routes>
      <Route index element={<OverviewSection />} />
      <Route path="merchants" element={<MerchantsSection />} />
      <Route path="merchants/:merchantId" element={<MerchantSection />} />
      <Route path="payments" element={<PaymentsSection />} />
      <Route path="prices" element={<PricesSection />} />
      <Route path="partner-codes" element={<PartnerCodesSection />} />
      <Route path="moderation" element={<ModerationSection />} />
      <Route path="audit" element={<AuditSection />} />
      <Route path="exports" element={<ExportsSection />} />
    </Routes>
  );
}
