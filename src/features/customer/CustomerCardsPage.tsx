import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { useGetCustomerActivityQuery } from '../../shared/customer/customerApi';
import { customerLoginPath, selectCustomerSignedIn } from '../../shared/customer/customerSession';
import {
  useGetCustomerCardsQuery,
  useRequestRedemptionCodeMutation,
} from '../../shared/customer/rewardsApi';
import {
  CustomerCardsProblemView,
  CustomerCardsView,
  RedemptionCodeDialog,
  type CodeDialogState,
} from './CustomerCardsView';

/** Seconds from now until `expiresAt`; the page is drawn again every second while it is given. */
function useSecondsLeft(expiresAt: string | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (expiresAt === null) return 0;
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000));
}

/**
 * /my/cards: the signed-in customer's stamp cards, points and memberships. The customer's live
 * stream (opened with their orders) reads the cards again when an order of theirs completes.
 * A point reward's code lives only in the call's result and is dropped when its dialog closes.
 */
export function CustomerCardsPage() {
  const signedIn = useAppSelector(selectCustomerSignedIn);
  const t = useTranslator();
  const cards = useGetCustomerCardsQuery(undefined, { skip: !signedIn });
  // Keeps the live stream open while the cards are shown.
  useGetCustomerActivityQuery(undefined, { skip: !signedIn });
  const [requestCode, codeCall] = useRequestRedemptionCodeMutation();
  const secondsLeft = useSecondsLeft(codeCall.data?.expires_at ?? null);

  if (!signedIn) return <Navigate to={customerLoginPath(routePaths.myCards)} replace />;
  if (cards.isError && !cards.data) {
    return <CustomerCardsProblemView onRetry={() => void cards.refetch()} t={t} />;
  }
  if (!cards.data) return <Spinner>{t('app.loading')}</Spinner>;

  let dialog: CodeDialogState | null = null;
  const reward = codeCall.originalArgs?.name ?? '';
  if (codeCall.isLoading) dialog = { status: 'asking', reward };
  else if (codeCall.data) dialog = { status: 'shown', code: codeCall.data, secondsLeft };
  else if (codeCall.error) {
    const failure = readApiError(codeCall.error);
    const notEnough =
      failure.kind === 'answered' &&
      failure.status === 409 &&
      (failure.body as { reason?: unknown } | null)?.reason === 'not_enough_points';
    dialog = { status: 'refused', reward, problem: notEnough ? 'not_enough_points' : 'failed' };
  }

  return (
    <>
      <CustomerCardsView
        cards={cards.data}
        asking={codeCall.isLoading}
        onGetCode={(shop, pointReward) =>
          void requestCode({ slug: shop.slug, rewardId: pointReward.id, name: pointReward.name })
        }
        t={t}
      />
      {dialog ? <RedemptionCodeDialog state={dialog} onClose={codeCall.reset} t={t} /> : null}
    </>
  );
}
