import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { MerchantNotifications } from '../../shared/push/MerchantNotifications';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { ToLogin } from '../../shared/session/ToLogin';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { useGetTeamActivityQuery, useGetTeamBranchesQuery, useGetTeamQuery } from './teamApi';
import {
  changeOpened,
  dialogClosed,
  inviteOpened,
  removalAsked,
  selectTeamDialog,
  selectTeamNotice,
  teamPageLeft,
} from './teamSlice';
import { changeMember, inviteMember, removeMember } from './teamThunks';
import { TeamView } from './TeamView';

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * /store/team: the owner's team, its room under the plan, and inviting, changing and removing
 * members. Not logged in goes to /login.
 */
function TeamScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  const arg = loggedIn && merchantId !== null ? merchantId : skipToken;
  const team = useGetTeamQuery(arg, { refetchOnMountOrArgChange: true });
  const branches = useGetTeamBranchesQuery(arg);
  const activity = useGetTeamActivityQuery(arg, { refetchOnMountOrArgChange: true });
  const dialog = useAppSelector(selectTeamDialog);
  const notice = useAppSelector(selectTeamNotice);
  useEffect(() => () => void dispatch(teamPageLeft()), [dispatch]);

  if (!loggedIn) return <ToLogin />;
  if (statusOf(team.error) === 401) return <SessionExpiredScreen />;
  if (!team.data) {
    return (
      <Page title={t('team.title')} className="team-page">
        {team.isError ? (
          <div role="alert">
            <p>{t('team.loadFailed')}</p>
            <Button onClick={() => void team.refetch()}>{t('team.retry')}</Button>
          </div>
        ) : (
          <Spinner className="page-loading">{t('app.loading')}</Spinner>
        )}
      </Page>
    );
  }
  return (
    <TeamView
      team={team.data}
      branches={branches.data ?? []}
      activity={activity.data?.actions}
      dialog={dialog}
      notice={notice}
      notifications={<MerchantNotifications merchantId={merchantId} />}
      onInvite={() => dispatch(inviteOpened())}
      onSendInvite={(form) => void dispatch(inviteMember(form))}
      onChange={(target) => dispatch(changeOpened(target))}
      onSaveChange={(form) => void dispatch(changeMember(form))}
      onRemove={(target) => dispatch(removalAsked(target))}
      onConfirmRemoval={() => void dispatch(removeMember())}
      onCloseDialog={() => dispatch(dialogClosed())}
      t={t}
    />
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function TeamPage() {
  return useRoleRefusal('team') ?? <TeamScreen />;
}
