import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PointReward } from '@contract/loyalty';
import { merchantMay } from '@contract/staff';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { counterLeft, selectCounter } from './counterSlice';
import {
  addStampPressed,
  undoStampPressed,
  counterFindPressed,
  redeemCodePressed,
  redeemRewardPressed,
} from './counterThunks';
import { CounterView, RedeemCodeView } from './CounterView';
import {
  useAddPointRewardMutation,
  useDeletePointRewardMutation,
  useGetLoyaltyQuery,
  useSaveMembershipMutation,
  useSavePointsMutation,
  useSaveStampCardMutation,
  useUpdatePointRewardMutation,
} from './loyaltyApi';
import { selectPointsCode } from './pointsCodeSlice';
import { MembershipForm, PointsForm, StampCardForm } from './ProgrammeForms';
import { PlanRefused, ProgrammeSection } from './ProgrammeParts';
import { DeleteRewardDialog, RewardDialog, RewardsList } from './RewardsView';
import { saveStateOf } from './saveState';
import { logoRemoved, logoUploadCancelled, selectStampLogo } from './stampLogoSlice';
import { stampLogoChosen } from './stampLogoThunks';
import { selectStampPress } from './stampPressSlice';
import './loyalty.css';
// The card logo's listener (its upload stopped with a cancel or the page) starts with the chunk.
import './stampLogoListeners';
import './stampPressListeners';
import { ToLogin } from '../../shared/session/ToLogin';
import { selectMerchantRole } from '../../shared/session/merchantPages';

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

type RewardDialogState =
  | { kind: 'add' }
  | { kind: 'edit'; reward: PointReward }
  | { kind: 'delete'; reward: PointReward }
  | null;

/** /store/loyalty: the merchant's programmes and the counter. Not logged in goes to /login. */
export function LoyaltyPage() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const role = useAppSelector(selectMerchantRole);
  // A cashier has the counter only; the programmes are edited by the owner and managers.
  const editsProgrammes = role === null || merchantMay(role, 'store');
  const loggedIn = Boolean(token) && merchantId !== null;
  const overview = useGetLoyaltyQuery(merchantId !== null && loggedIn ? merchantId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const counter = useAppSelector(selectCounter);
  const stampPress = useAppSelector(selectStampPress);
  const pointsCode = useAppSelector(selectPointsCode);
  const stampLogo = useAppSelector(selectStampLogo);
  const [saveCard, cardSave] = useSaveStampCardMutation();
  const [savePoints, pointsSave] = useSavePointsMutation();
  const [saveMembership, membershipSave] = useSaveMembershipMutation();
  const [addReward, rewardAdd] = useAddPointRewardMutation();
  const [updateReward, rewardUpdate] = useUpdatePointRewardMutation();
  const [deleteReward, rewardDelete] = useDeletePointRewardMutation();
  const [rewardDialog, setRewardDialog] = useState<RewardDialogState>(null);
  useEffect(() => () => void dispatch(counterLeft()), [dispatch]);

  if (!loggedIn || merchantId === null) return <ToLogin />;
  if (statusOf(overview.error) === 401) return <SessionExpiredScreen />;
  const title = t('loyalty.title');
  const data = overview.data;
  if (!data) {
    return (
      <Page title={title} className="loyalty-page">
        {overview.isError ? (
          <div role="alert">
            <p>{t('loyalty.loadFailed')}</p>
            <Button onClick={() => void overview.refetch()}>{t('loyalty.retry')}</Button>
          </div>
        ) : (
          <Spinner className="page-loading">{t('loyalty.loading')}</Spinner>
        )}
      </Page>
    );
  }
  const { allowed } = data;
  const anyProgramme = allowed.stamp_card || allowed.point_collection || allowed.membership;
  const refused = <PlanRefused pricing={routePaths.price} t={t} />;
  const openRewardDialog = (next: RewardDialogState) => {
    rewardAdd.reset();
    rewardUpdate.reset();
    rewardDelete.reset();
    setRewardDialog(next);
  };
  const closeOnSuccess = (call: Promise<unknown>) =>
    void call.then(
      () => setRewardDialog(null),
      // The dialog stays open with the refusal shown (the mutation's state).
      () => undefined,
    );

  return (
    <Page title={title} className="loyalty-page">
      <p className="page__lead">{t('loyalty.lead')}</p>
      {editsProgrammes ? (
        <>
          <p>
            <Link to={routePaths.store}>{t('loyalty.backToStore')}</Link>
          </p>

          <ProgrammeSection
            title={t('loyalty.stampCard.title')}
            lead={allowed.stamp_card ? t('loyalty.stampCard.lead') : undefined}
          >
            {allowed.stamp_card ? (
              <StampCardForm
                card={data.stamp_card}
                logo={stampLogo}
                logoEvents={{
                  onChoose: (file) => void dispatch(stampLogoChosen(file)),
                  onCancel: () => dispatch(logoUploadCancelled()),
                  onRemove: () => dispatch(logoRemoved()),
                }}
                save={saveStateOf(cardSave)}
                onSubmit={(body) => void saveCard({ merchantId, body })}
                t={t}
              />
            ) : (
              refused
            )}
          </ProgrammeSection>

          <ProgrammeSection
            title={t('loyalty.points.title')}
            lead={allowed.point_collection ? t('loyalty.points.lead') : undefined}
          >
            {allowed.point_collection ? (
              <>
                <PointsForm
                  points={data.points}
                  save={saveStateOf(pointsSave)}
                  onSubmit={(body) => void savePoints({ merchantId, body })}
                  t={t}
                />
                <RewardsList
                  rewards={data.points?.rewards ?? []}
                  onAdd={() => openRewardDialog({ kind: 'add' })}
                  onEdit={(reward) => openRewardDialog({ kind: 'edit', reward })}
                  onDelete={(reward) => openRewardDialog({ kind: 'delete', reward })}
                  t={t}
                />
              </>
            ) : (
              refused
            )}
          </ProgrammeSection>

          <ProgrammeSection
            title={t('loyalty.membership.title')}
            lead={allowed.membership ? t('loyalty.membership.lead') : undefined}
          >
            {allowed.membership ? (
              <MembershipForm
                membership={data.membership}
                save={saveStateOf(membershipSave)}
                onSubmit={(body) => void saveMembership({ merchantId, body })}
                t={t}
              />
            ) : (
              refused
            )}
          </ProgrammeSection>
        </>
      ) : null}

      <ProgrammeSection
        title={t('loyalty.counter.title')}
        lead={anyProgramme ? t('loyalty.counter.lead') : undefined}
      >
        {/* The server looks customers up only for a plan with one of the programmes. */}
        {anyProgramme ? (
          <CounterView
            counter={counter}
            stampPress={stampPress}
            card={allowed.stamp_card ? data.stamp_card : null}
            onFind={(phone) => void dispatch(counterFindPressed(phone))}
            onAddStamp={() => void dispatch(addStampPressed())}
            onUndoStamp={() => void dispatch(undoStampPressed())}
            onRedeemReward={(rewardId) => void dispatch(redeemRewardPressed(rewardId))}
            t={t}
          />
        ) : (
          refused
        )}
        {allowed.point_collection ? (
          <>
            <h3>{t('loyalty.code.title')}</h3>
            <RedeemCodeView
              state={pointsCode}
              onRedeem={(code) => void dispatch(redeemCodePressed(code))}
              t={t}
            />
          </>
        ) : null}
      </ProgrammeSection>

      {rewardDialog?.kind === 'add' ? (
        <RewardDialog
          reward={null}
          save={saveStateOf(rewardAdd)}
          onSubmit={(body) => closeOnSuccess(addReward({ merchantId, body }).unwrap())}
          onCancel={() => setRewardDialog(null)}
          t={t}
        />
      ) : rewardDialog?.kind === 'edit' ? (
        <RewardDialog
          reward={rewardDialog.reward}
          save={saveStateOf(rewardUpdate)}
          onSubmit={(body) =>
            closeOnSuccess(
              updateReward({ merchantId, rewardId: rewardDialog.reward.id, body }).unwrap(),
            )
          }
          onCancel={() => setRewardDialog(null)}
          t={t}
        />
      ) : rewardDialog?.kind === 'delete' ? (
        <DeleteRewardDialog
          reward={rewardDialog.reward}
          busy={rewardDelete.isLoading}
          failed={rewardDelete.isError}
          onConfirm={() =>
            closeOnSuccess(deleteReward({ merchantId, rewardId: rewardDialog.reward.id }).unwrap())
          }
          onCancel={() => setRewardDialog(null)}
          t={t}
        />
      ) : null}
    </Page>
  );
}
