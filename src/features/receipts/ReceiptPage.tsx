import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { localiseDigits } from '../../i18n/format';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { receiptOutcome } from './receiptFormat';
import {
  receiptPageLeft,
  receiptPageOpened,
  selectIsReceiptSessionExpired,
} from './receiptPageSlice';
import { useReceiptQuery } from './receiptsApi';
import { ReceiptView } from './ReceiptView';
import { ToLogin } from '../../shared/session/ToLogin';
import { localName } from '../../shared/reference/localName';
import { useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

/** /dashboard/receipts/:number's container: merchants only, as /dashboard (else /login). */
function ReceiptScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const { number = '' } = useParams();
  // Opened before the call starts, so that its 401 finds the page open.
  useEffect(() => {
    dispatch(receiptPageOpened());
    return () => void dispatch(receiptPageLeft());
  }, [dispatch]);
  const sessionExpired = useAppSelector(selectIsReceiptSessionExpired);
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  const { data, error, isLoading, isFetching, refetch } = useReceiptQuery(
    { merchantId: merchantId ?? 0, number },
    { skip: !loggedIn },
  );
  // The buyer's township as the receipt keeps it (its English name), read in the reader's words.
  const { data: townships } = useGetTownshipsQuery(undefined, { skip: !loggedIn });
  const township = townships?.find((candidate) => candidate.name === data?.buyer.township);

  const title = t('dashboard.receiptPage.title', { number: localiseDigits(number, t.language) });

  if (!loggedIn) return <ToLogin />;
  if (sessionExpired) return <SessionExpiredScreen />;
  if (data) {
    return (
      <ReceiptView
        receipt={
          township
            ? { ...data, buyer: { ...data.buyer, township: localName(township, t.language) } }
            : data
        }
        dashboardPath={routePaths.dashboard}
        onPrint={() => window.print()}
        t={t}
      />
    );
  }
  if (isLoading || isFetching || !error) {
    return (
      <Page title={title}>
        <Spinner className="page-loading">{t('dashboard.receiptPage.loading')}</Spinner>
      </Page>
    );
  }
  const back = <Link to={routePaths.dashboard}>{t('dashboard.receiptPage.back')}</Link>;
  if (receiptOutcome(error) === 'notFound') {
    return (
      <Page title={t('dashboard.receiptPage.notFound')}>
        <p>{t('dashboard.receiptPage.notFoundText')}</p>
        <p>{back}</p>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <div role="alert">
        <p>{t('dashboard.receiptPage.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('dashboard.retry')}</Button>
      </div>
      <p>{back}</p>
    </Page>
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function ReceiptPage() {
  return useRoleRefusal('billing') ?? <ReceiptScreen />;
}
