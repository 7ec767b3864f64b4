import { Link } from 'react-router-dom';
import type { MerchantRole } from '@contract/staff';
import { useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { useTranslator } from '../../i18n/useTranslator';
import { homePathOf, mayOpen, type MerchantPage, selectMerchantRole } from './merchantPages';
import { useCatalogueChunks } from '../../i18n/useCatalogueChunks';

/** What a merchant's page shows a team member whose role may not use it: props only. */
export function RoleRefusalView({ role }: { role: MerchantRole }) {
  const t = useTranslator();
  const home = homePathOf(role);
  // The words come with the team's (`account`), fetched only when a role is refused.
  if (!useCatalogueChunks(['account'])) return null;
  return (
    <Page title={t('team.refusedTitle')}>
      <div className="card">
        <p>{t('team.refused')}</p>
        <p>
          <Link to={home}>
            {home === routePaths.dashboard
              ? t('team.refusedToDashboard')
              : t('team.refusedToOrders')}
          </Link>
        </p>
      </div>
    </Page>
  );
}

/**
 * The refusal a merchant's page renders instead of itself when the signed-in role may not open it
 * (a cashier on /billing), else null.
 */
export function useRoleRefusal(page: MerchantPage) {
  const role = useAppSelector(selectMerchantRole);
  return role !== null && !mayOpen(role, page) ? <RoleRefusalView role={role} /> : null;
}
