/**
 * `/admin/payments`: bank transfers awaiting review (the slip beside the amount and reference;
 * approve, or reject with a reason), payments held for refund (refunded in full), and the
 * payments' search with one payment's receipt, refunds and the refund dialog. A role that only
 * reads money (support) sees no buttons that change anything.
 */
import { useEffect, useState } from 'react';
import type { AdminCheckout, PaymentSearchQuery } from '@contract/adminPayments';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import {
  useAdminHeldQuery,
  useAdminPaymentQuery,
  useAdminPaymentSearchQuery,
  useAdminTransfersQuery,
  useApproveTransferMutation,
  useRejectTransferMutation,
} from './adminPaymentsApi';
import {
  HeldList,
  PaymentDetailView,
  PaymentResults,
  PaymentSearchForm,
  RefundDialogView,
  RejectDialog,
  TransferList,
} from './PaymentsViews';
import {
  refundAmountTyped,
  refundDialogClosed,
  refundDialogOpened,
  refundFullChosen,
  refundProblem,
  refundReasonTyped,
  selectRefundDialog,
} from './refundDialogSlice';
import { submitRefund } from './refundThunks';
import { selectSlips, slipsLeft, slipsWanted } from './slipsSlice';
import './slipsListeners';
import './payments.css';

/**
 * The slips of `references` as object URLs: asked for while they are listed, given back when the
 * section is left (the fetching and revoking are the slips' listeners').
 */
function useSlips(references: string[]): (reference: string) => string | null {
  const dispatch = useAppDispatch();
  const slips = useAppSelector(selectSlips);
  const key = references.join(',');
  useEffect(() => {
    dispatch(slipsWanted(key === '' ? [] : key.split(',')));
  }, [key, dispatch]);
  useEffect(
    () => () => {
      dispatch(slipsLeft());
    },
    [dispatch],
  );
  return (reference) => slips[reference]?.url ?? null;
}

export function PaymentsSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectOperatorRole);
  const canAct = roleMay(role, 'money');

  const transfers = useAdminTransfersQuery();
  const held = useAdminHeldQuery();
  const [query, setQuery] = useState<PaymentSearchQuery>({});
  const payments = useAdminPaymentSearchQuery(query);
  const [openPayment, setOpenPayment] = useState<number | null>(null);
  const detail = useAdminPaymentQuery(openPayment ?? 0, { skip: openPayment === null });

  const [approve, approving] = useApproveTransferMutation();
  const [reject, rejecting] = useRejectTransferMutation();
  const [rejectOf, setRejectOf] = useState<string | null>(null);
  const [rejectFailed, setRejectFailed] = useState(false);
  const [approveFailed, setApproveFailed] = useState(false);

  const dialog = useAppSelector(selectRefundDialog);
  const transferList = transfers.data ?? [];
  const slipOf = useSlips(transferList.filter((x) => x.has_slip).map((x) => x.reference));

  const onApprove = (reference: string) => {
    setApproveFailed(false);
    approve(reference)
      .unwrap()
      .catch(() => setApproveFailed(true));
  };
  const onReject = (reason: string) => {
    if (rejectOf === null) return;
    setRejectFailed(false);
    reject({ reference: rejectOf, reason })
      .unwrap()
      .then(() => setRejectOf(null))
      .catch(() => setRejectFailed(true));
  };
  const onRefundHeld = (checkout: AdminCheckout) =>
    dispatch(
      refundDialogOpened({
        kind: 'held',
        reference: checkout.reference,
        amountMinor: checkout.amount_minor,
        currency: checkout.currency,
      }),
    );
  const onRefundPayment = () => {
    const payment = detail.data?.payment;
    if (!payment) return;
    dispatch(
      refundDialogOpened({
        kind: 'payment',
        paymentId: payment.id,
        leftMinor: payment.amount_minor - payment.refunded_minor,
        currency: payment.currency,
      }),
    );
  };

  return (
    <div className="admin-payments">
      <h1>{t('admin.payments.title')}</h1>

      <section className="admin-payments__section" aria-labelledby="admin-transfers">
        <h2 id="admin-transfers">{t('admin.payments.transfers.title')}</h2>
        {approveFailed ? <p role="alert">{t('admin.payments.transfers.failed')}</p> : null}
        {transfers.isSuccess ? (
          <TransferList
            t={t}
            transfers={transferList}
            slipOf={slipOf}
            canAct={canAct}
            busy={approving.isLoading}
            onApprove={onApprove}
            onReject={(reference) => {
              setRejectFailed(false);
              setRejectOf(reference);
            }}
          />
        ) : null}
      </section>

      <section className="admin-payments__section" aria-labelledby="admin-held">
        <h2 id="admin-held">{t('admin.payments.held.title')}</h2>
        {held.isSuccess ? (
          <HeldList t={t} held={held.data} canAct={canAct} onRefund={onRefundHeld} />
        ) : null}
      </section>

      <section className="admin-payments__section" aria-labelledby="admin-payment-search">
        <h2 id="admin-payment-search">{t('admin.payments.search.title')}</h2>
        <PaymentSearchForm t={t} onSearch={setQuery} />
        {payments.isSuccess ? (
          <PaymentResults t={t} payments={payments.data} onOpen={setOpenPayment} />
        ) : null}
        {openPayment !== null && detail.data ? (
          <PaymentDetailView
            t={t}
            detail={detail.data}
            canAct={canAct}
            onRefund={onRefundPayment}
          />
        ) : null}
      </section>

      {rejectOf !== null ? (
        <RejectDialog
          t={t}
          reference={rejectOf}
          busy={rejecting.isLoading}
          failed={rejectFailed}
          onReject={onReject}
          onClose={() => setRejectOf(null)}
        />
      ) : null}
      {dialog.status !== 'idle' ? (
        <RefundDialogView
          t={t}
          dialog={dialog}
          problem={dialog.status === 'done' ? null : refundProblem(dialog)}
          onFull={(full) => dispatch(refundFullChosen(full))}
          onAmount={(amount) => dispatch(refundAmountTyped(amount))}
          onReason={(reason) => dispatch(refundReasonTyped(reason))}
          onSubmit={() => void dispatch(submitRefund(t('admin.payments.refund.failed')))}
          onClose={() => dispatch(refundDialogClosed())}
        />
      ) : null}
    </div>
  );
}
