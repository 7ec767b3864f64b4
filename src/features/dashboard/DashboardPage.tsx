import { useEffect, useState } from 'react';
import { takePageAnswer } from '../../api/pageAnswers';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { useGetDashboardQuery } from './dashboardApi';
import {
  dashboardPageLeft,
  dashboardPageOpened,
  selectIsDashboardSessionExpired,
} from './dashboardSlice';
import { DashboardView } from './DashboardView';
import { useTranslator } from '../../i18n/useTranslator';
import { Spinner } from '../../components/Spinner/Spinner';

/**
 * The page of the merchant's receipt with this number. Kept here, with the only page that links
 * to receipts, rather than in the routes every page loads.
 */
const receiptPath = (number: string): string =>
  routePaths.receipt.replace(':number', encodeURIComponent(number));

/** /dashboard's container: not logged in goes to /login. */
export function DashboardPage() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  // Opened before the call starts, so that its 401 finds the page open.
  useEffect(() => {
    dispatch(dashboardPageOpened());
    return () => void dispatch(dashboardPageLeft());
  }, [dispatch]);
  const sessionExpired = useAppSelector(selectIsDashboardSessionExpired);
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  // Fetched afresh on each visit (a payment made a moment ago must be listed), but for the
  // answer the page was just sent with (pageAnswers.ts).
  const [sentWithPage] = useState(
    () => loggedIn && takePageAnswer('getDashboard', merchantId) !== null,
  );
  const { data, isLoading, isFetching, refetch } = useGetDashboardQuery(merchantId ?? 0, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: !sentWithPage,
  });

  if (!loggedIn) return <Navigate to={routePaths.login} replace />;
  if (sessionExpired) return <SessionExpiredScreen />;
  if (data) {
    return (
      <DashboardView
        dashboard={data}
        pricingPath={routePaths.price}
        receiptPath={receiptPath}
        verifyPhonePath={routePaths.otpVerification}
        storePath={routePaths.store}
        ordersPath={routePaths.storeOrders}
        promotionsPath={routePaths.storePromotions}
        loyaltyPath={routePaths.storeLoyalty}
        t={t}
      />
    );
  }
  return (
    <Page title={t('dashboard.title')}>
      {isLoading || isFetching ? (
        <Spinner className="page-loading">{t('dashboard.loading')}</Spinner>
      ) : (
        <div role="alert">
          <p>{t('dashboard.loadFailed')}</p>
          <Button onClick={() => void refetch()}>{t('dashboard.retry')}</Button>
        </div>
      )}
    </Page>
  );
}
