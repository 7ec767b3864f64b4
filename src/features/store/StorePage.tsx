import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { scrollBehavior } from '../../components/motion';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { StoreBranches } from './StoreBranches';
import { StoreCatalogue } from './StoreCatalogue';
import { StoreDeletion } from './StoreDeletion';
import { StoreDelivery } from './StoreDelivery';
import { StoreOverview } from './StoreOverview';
import { StoreProfile } from './StoreProfile';
import { StoreReviews } from './StoreReviews';
import { useGetStoreQuery } from './storeApi';
import { selectIsStoreSessionExpired, storePageLeft, storePageOpened } from './storePageSlice';
import './store.css';
// The feature's listeners start when its page's chunk loads.
import './storeListeners';
import { ToLogin } from '../../shared/session/ToLogin';
import { homeAnchors } from '../../app/routes';
import { SuspensionNotice } from '../../shared/moderation/SuspensionNotice';
import { useGetMerchantSuspensionQuery } from '../../shared/moderation/suspensionApi';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

/** /store: the merchant's store editor. Not logged in goes to /login, as /dashboard does. */
function StoreScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  // Opened before the calls start, so that a 401 finds the page open.
  useEffect(() => {
    dispatch(storePageOpened());
    return () => void dispatch(storePageLeft());
  }, [dispatch]);
  const sessionExpired = useAppSelector(selectIsStoreSessionExpired);
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  // Asked afresh on each visit by the page's opening (storeListeners), with its sections' data.
  const { data, isLoading, isFetching, refetch } = useGetStoreQuery(merchantId ?? 0, {
    skip: !loggedIn,
  });
  // An operator's suspension: the editor says why the shop is not listed, as the dashboard does.
  const { currentData: suspension } = useGetMerchantSuspensionQuery(merchantId ?? 0, {
    skip: !loggedIn,
  });

  // A link to one of the sections (the dashboard's checklist: /store#catalogue) lands on it once
  // the sections are drawn, which is after the router's own hash scroll when the store loads.
  const { hash } = useLocation();
  const loaded = data !== undefined;
  useEffect(() => {
    if (!loaded || hash === '') return;
    const section = document.getElementById(hash.slice(1));
    section?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [loaded, hash]);

  if (!loggedIn || merchantId === null) return <ToLogin />;
  if (sessionExpired) return <SessionExpiredScreen />;
  if (!data) {
    return (
      <Page title={t('store.title')}>
        {isLoading || isFetching ? (
          <Spinner className="page-loading">{t('store.loading')}</Spinner>
        ) : (
          <div role="alert">
            <p>{t('store.loadFailed')}</p>
            <Button onClick={() => void refetch()}>{t('store.retry')}</Button>
          </div>
        )}
      </Page>
    );
  }
  return (
    <Page title={t('store.title')} className="store-page">
      <p className="page__lead">{t('store.lead')}</p>
      {suspension ? (
        <SuspensionNotice
          title={t('store.suspension.title')}
          text={t('store.suspension.text')}
          reason={t('store.suspension.reason', { reason: suspension.reason })}
          contact={t('store.suspension.contact')}
          contactTo={homeAnchors.contact}
        />
      ) : null}
      <StoreOverview store={data} t={t} />
      <StoreProfile store={data} t={t} />
      <StoreBranches store={data} merchantId={merchantId} t={t} />
      <StoreDelivery merchantId={merchantId} t={t} />
      <StoreCatalogue merchantId={merchantId} storeSaved={data.profile !== null} t={t} />
      <StoreReviews merchantId={merchantId} t={t} />
      <StoreDeletion t={t} />
    </Page>
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function StorePage() {
  return useRoleRefusal('store') ?? <StoreScreen />;
}
