import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { takePageAnswer } from '../../api/pageAnswers';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths, shopPath } from '../../app/routes';
import { storeAnchors } from '../../shared/storeSections';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { useGetDashboardDesignEventsQuery, useGetDashboardQuery } from './dashboardApi';
import {
  dashboardPageLeft,
  dashboardPageOpened,
  selectIsDashboardSessionExpired,
} from './dashboardSlice';
import { DashboardView } from './DashboardView';
import { setupSteps, type SetupPaths } from './setupSteps';
import { useTranslator } from '../../i18n/useTranslator';
import { Spinner } from '../../components/Spinner/Spinner';
import { ToLogin } from '../../shared/session/ToLogin';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

/**
 * The page of the merchant's receipt with this number. Kept here, with the only page that links
 * to receipts, rather than in the routes every page loads.
 */
const receiptPath = (number: string): string =>
  routePaths.receipt.replace(':number', encodeURIComponent(number));

/** Where each step of the way to a listed shop is done. */
const SETUP_PATHS: SetupPaths = {
  verifyPhone: routePaths.otpVerification,
  price: routePaths.price,
  billing: routePaths.billing,
  storeProfile: storeAnchors.profile,
  storeCatalogue: storeAnchors.catalogue,
  storePublish: storeAnchors.publish,
};

/** Router state the dashboard may receive: `isVerified` straight after a phone verification. */
function isVerifiedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isVerified' in state
    ? state.isVerified === true
    : false;
}

/** /dashboard's container: not logged in goes to /login (and comes back here). */
function DashboardScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  // Opened before the call starts, so that its 401 finds the page open.
  useEffect(() => {
    dispatch(dashboardPageOpened());
    return () => void dispatch(dashboardPageLeft());
  }, [dispatch]);
  const justVerified = isVerifiedIn(useLocation().state);
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
  // The designer's steps waiting for the merchant, asked once the dashboard has arrived.
  const designEvents = useGetDashboardDesignEventsQuery(merchantId ?? 0, {
    skip: !loggedIn || !data,
    refetchOnMountOrArgChange: !sentWithPage,
  });

  if (!loggedIn) return <ToLogin />;
  if (sessionExpired) return <SessionExpiredScreen />;
  if (data) {
    return (
      <DashboardView
        dashboard={data}
        steps={setupSteps(data, SETUP_PATHS)}
        shopPath={data.setup.slug === null ? null : shopPath(data.setup.slug)}
        justVerified={justVerified}
        pricingPath={routePaths.price}
        paymentPath={routePaths.payment}
        receiptPath={receiptPath}
        verifyPhonePath={routePaths.otpVerification}
        storePath={routePaths.store}
        ordersPath={routePaths.storeOrders}
        promotionsPath={routePaths.storePromotions}
        loyaltyPath={routePaths.storeLoyalty}
        designsWaiting={designEvents.data?.unseen ?? 0}
        designsPath={routePaths.storeDesigns}
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

/** The page, or what it says to a team member whose role may not use it. */
export function DashboardPage() {
  return useRoleRefusal('dashboard') ?? <DashboardScreen />;
}
