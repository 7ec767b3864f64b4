import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { formatInteger } from '../../i18n/format';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { merchantMay } from '@contract/staff';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import {
  useBlockCustomerMutation,
  useGetBlockedCustomersQuery,
  useGetInboxBranchesQuery,
  useGetInboxCatalogueQuery,
  useGetInboxQuery,
  useGetInboxStoreQuery,
  useLoadMoreOrdersMutation,
  useSetItemAvailableMutation,
  useGetBusyPausesQuery,
  useSetBusyMutation,
  useMarkOrderPaidMutation,
  useUnblockCustomerMutation,
} from './inboxApi';
import { AvailabilityView } from './AvailabilityView';
import { BusyView } from './BusyView';
import { BlockDialog } from './BlockDialog';
import { filterInbox, yangonToday } from './inboxFilters';
import {
  actionClicked,
  blockClicked,
  blockDismissed,
  branchFilterChosen,
  dateChosen,
  inboxPageLeft,
  inboxPageOpened,
  openedInbox,
  reasonDismissed,
  reasonSubmitted,
  selectInboxUi,
  soundTurnedOff,
  soundTurnedOn,
  stateFilterChosen,
} from './inboxSlice';
import { InboxView, NoOrdersFeature } from './InboxView';
import { ReasonDialog } from './ReasonDialog';
import { MerchantNotifications } from '../../shared/push/MerchantNotifications';
import './inbox.css';
// The feature's listeners (actions, the chime, the title's count) start with its chunk.
import './inboxListeners';
import { ToLogin } from '../../shared/session/ToLogin';
import { selectMemberBranchId, selectMerchantRole } from '../../shared/session/merchantPages';
import { itemsAtBranch } from '../../shared/catalogue/itemsAtBranch';

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/** /store/orders: the merchant's live inbox. Not logged in goes to /login, as /store does. */
export function InboxPage() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  useEffect(() => {
    dispatch(inboxPageOpened({ today: yangonToday(Date.now()) }));
    return () => void dispatch(inboxPageLeft());
  }, [dispatch]);
  const opened = useAppSelector(selectInboxUi);
  // Until its opening has run (the first render, and the server's), the inbox shows today's
  // records as it will once open: a page sent rendered hydrates over the same records.
  const ui = opened.status === 'open' ? opened : openedInbox(yangonToday(Date.now()));
  // Asked afresh on each visit by the page's opening (inboxListeners), with everything below.
  const store = useGetInboxStoreQuery(loggedIn && merchantId !== null ? merchantId : skipToken);
  const entitled = store.data?.entitlements.orders === true;
  const branches = useGetInboxBranchesQuery(
    entitled && merchantId !== null ? merchantId : skipToken,
  );
  const inbox = useGetInboxQuery(
    entitled && merchantId !== null ? { merchantId, date: ui.date } : skipToken,
  );
  const blocked = useGetBlockedCustomersQuery(
    entitled && merchantId !== null ? merchantId : skipToken,
  );
  const catalogue = useGetInboxCatalogueQuery(
    entitled && merchantId !== null ? merchantId : skipToken,
  );
  const [setAvailable, availability] = useSetItemAvailableMutation();
  // A pause ends by itself: read again each minute while the inbox is open.
  const pauses = useGetBusyPausesQuery(entitled && merchantId !== null ? merchantId : skipToken, {
    pollingInterval: 60_000,
  });
  const [setBusy, busy] = useSetBusyMutation();
  const [markPaid, paid] = useMarkOrderPaidMutation();
  // A cashier works here and at the counter: the store editor is not theirs to go back to.
  const role = useAppSelector(selectMerchantRole);
  const memberBranchId = useAppSelector(selectMemberBranchId);
  const editsStore = role === null || merchantMay(role, 'store');
  const [loadMore, more] = useLoadMoreOrdersMutation();
  const [block, blocking] = useBlockCustomerMutation();
  const [unblock, unblocking] = useUnblockCustomerMutation();

  if (!loggedIn || merchantId === null) return <ToLogin />;
  if (statusOf(store.error) === 401 || statusOf(inbox.error) === 401) {
    return <SessionExpiredScreen />;
  }
  const title = t('orders.title');
  const back = editsStore ? (
    <p>
      <Link to={routePaths.store}>{t('orders.backToStore')}</Link>
    </p>
  ) : null;
  if ((store.data && !entitled) || statusOf(inbox.error) === 403) {
    return (
      <Page title={title} className="inbox-page">
        <NoOrdersFeature pricing={routePaths.price} t={t} />
        {back}
      </Page>
    );
  }
  const data = inbox.currentData;
  if (!data) {
    const failed = store.isError || inbox.isError;
    return (
      <Page title={title} className="inbox-page">
        {failed ? (
          <div role="alert">
            <p>{t('orders.loadFailed')}</p>
            <Button
              onClick={() => {
                void store.refetch();
                if (entitled) void inbox.refetch();
              }}
            >
              {t('orders.retry')}
            </Button>
          </div>
        ) : (
          <Spinner className="page-loading">{t('orders.loading')}</Spinner>
        )}
      </Page>
    );
  }
  // Items on sale at the branch the inbox shows (a limited cashier's own), or at the whole shop.
  const availabilityBranchId =
    memberBranchId ?? (ui.branchFilter.kind === 'branch' ? ui.branchFilter.id : null);
  const availabilityBranch =
    availabilityBranchId === null
      ? null
      : {
          id: availabilityBranchId,
          name: branches.data?.find((b) => b.id === availabilityBranchId)?.name ?? '',
        };
  const dialog = ui.dialog;
  const blockCustomer = ui.blockDialog.status === 'open' ? ui.blockDialog.customer : null;
  const dialogRecord =
    dialog.status === 'open'
      ? dialog.target.kind === 'order'
        ? data.orders.find((o) => o.id === dialog.target.id)
        : data.reservations.find((r) => r.id === dialog.target.id)
      : undefined;
  return (
    <Page title={title} className="inbox-page">
      <p className="page__lead">{t('orders.lead')}</p>
      {back}
      <InboxView
        inbox={data}
        shown={filterInbox(data, { state: ui.stateFilter, branch: ui.branchFilter })}
        stateFilter={ui.stateFilter}
        branchFilter={ui.branchFilter}
        branches={(branches.data ?? []).map((b) => ({ id: b.id, name: b.name }))}
        date={ui.date}
        connection={ui.connection}
        sound={ui.sound}
        records={ui.records}
        onStateFilter={(filter) => dispatch(stateFilterChosen(filter))}
        onBranchFilter={(filter) => dispatch(branchFilterChosen(filter))}
        onDate={(date) => dispatch(dateChosen(date))}
        onAction={(target) => dispatch(actionClicked(target))}
        onSound={(on) => dispatch(on ? soundTurnedOn() : soundTurnedOff())}
        onBlock={(customer) => {
          blocking.reset();
          dispatch(blockClicked(customer));
        }}
        more={more.isLoading ? 'loading' : more.isError ? 'failed' : 'idle'}
        onLoadMore={() => {
          if (data.orders_before !== undefined && data.orders_before !== null) {
            void loadMore({ merchantId, date: ui.date, before: data.orders_before });
          }
        }}
        blocked={blocked.data?.customers}
        unblockFailed={unblocking.isError}
        onUnblock={(customerId) => void unblock({ merchantId, customerId })}
        onPaid={(orderId, method) => void markPaid({ merchantId, orderId, method })}
        paying={
          paid.originalArgs && (paid.isLoading || paid.isError)
            ? {
                orderId: paid.originalArgs.orderId,
                status: paid.isLoading ? 'running' : 'failed',
              }
            : null
        }
        t={t}
      />
      <AvailabilityView
        items={
          catalogue.data && itemsAtBranch(catalogue.data.items, availabilityBranch?.id ?? null)
        }
        branchName={availabilityBranch?.name ?? null}
        failedName={
          availability.isError
            ? (catalogue.data?.items.find((i) => i.id === availability.originalArgs?.itemId)
                ?.name ?? '')
            : null
        }
        onChange={(item, available) =>
          void setAvailable({
            merchantId,
            itemId: item.id,
            available,
            branchId: availabilityBranch?.id ?? null,
          })
        }
        t={t}
      />
      <BusyView
        pauses={pauses.data?.pauses}
        setting={
          busy.isLoading && busy.originalArgs ? { branchId: busy.originalArgs.branch_id } : null
        }
        failed={busy.isError}
        onSet={(branchId, minutes) => void setBusy({ merchantId, branch_id: branchId, minutes })}
        t={t}
      />
      <MerchantNotifications merchantId={merchantId} />
      {blockCustomer !== null ? (
        <BlockDialog
          customer={blockCustomer}
          busy={blocking.isLoading}
          failed={blocking.isError}
          onConfirm={() => void block({ merchantId, customerId: blockCustomer.id })}
          onCancel={() => dispatch(blockDismissed())}
          t={t}
        />
      ) : null}
      {dialog.status === 'open' ? (
        <ReasonDialog
          title={
            dialog.target.kind === 'order'
              ? t('orders.rejectTitle', {
                  number:
                    dialogRecord && 'number' in dialogRecord
                      ? formatInteger(dialogRecord.number, t.language)
                      : '',
                })
              : t('orders.declineTitle', { name: dialogRecord?.customer.name ?? '' })
          }
          confirmLabel={
            dialog.target.kind === 'order'
              ? t('orders.actions.reject')
              : t('orders.actions.decline')
          }
          missing={dialog.missing}
          onSubmit={(reason) => dispatch(reasonSubmitted(reason))}
          onCancel={() => dispatch(reasonDismissed())}
          t={t}
        />
      ) : null}
    </Page>
  );
}
