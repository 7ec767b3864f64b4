/** `/admin`: the overview's figures, each a link to the list behind it. */
import { useTranslator } from '../../../i18n/useTranslator';
import { useAdminOverviewQuery } from './adminMerchantsApi';
import { OverviewView } from './MerchantsViews';
import './merchants.css';

export function OverviewSection() {
  const t = useTranslator();
  const overview = useAdminOverviewQuery();
  return (
    <div className="admin-merchants">
      <h1>{t('admin.merchants.overview.title')}</h1>
      {overview.data ? (
        <OverviewView t={t} overview={overview.data} />
      ) : overview.isError ? (
        <p role="alert">{t('admin.merchants.failed')}</p>
      ) : (
        <p role="status">{t('admin.merchants.loading')}</p>
      )}
    </div>
  );
}
