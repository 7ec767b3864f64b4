/** The back office's payments as dumb views: everything they show and do arrives as props. */
import { useId, useState, type FormEvent } from 'react';
import type {
  AdminCheckout,
  AdminPaymentDetail,
  AdminPaymentSummary,
  CreditNote,
  PaymentSearchQuery,
} from '@contract/adminPayments';
import type { CheckoutMethod } from '@contract/checkout';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Field, SelectField } from '../../../components/Field/Field';
import { Message } from '../../../components/Message/Message';
import { Dialog } from '../../../components/Modal/Dialog';
import { Table } from '../../../components/Table/Table';
import { formatYangonDayTime } from '../../../i18n/dates';
import type { Translate } from '../../../i18n/translate';
import { formatMinorAmount } from '../../../shared/money/payments';
import type { RefundDialogState, RefundProblem } from './refundDialogSlice';

const money = (t: Translate, minor: number, currency: string) =>
  t('admin.payments.money', { amount: formatMinorAmount(minor, currency, t.language) });

const when = (t: Translate, iso: string | null) =>
  iso === null ? '' : formatYangonDayTime(iso, t.language);

export function methodName(t: Translate, method: CheckoutMethod): string {
  switch (method) {
    case 'card':
      return t('admin.payments.search.card');
    case 'wallet':
      return t('admin.payments.search.wallet');
    case 'bank_transfer':
      return t('admin.payments.search.bankTransfer');
  }
}

export interface TransferListProps {
  t: Translate;
  transfers: AdminCheckout[];
  /** The slip's image (a blob URL) by reference, once fetched; null: none or not yet. */
  slipOf: (reference: string) => string | null;
  canAct: boolean;
  busy: boolean;
  onApprove: (reference: string) => void;
  onReject: (reference: string) => void;
}

export function TransferList({
  t,
  transfers,
  slipOf,
  canAct,
  busy,
  onApprove,
  onReject,
}: TransferListProps) {
  if (transfers.length === 0) return <p>{t('admin.payments.transfers.empty')}</p>;
  return (
    <ul className="admin-payments__cards">
      {transfers.map((transfer) => {
        const slip = slipOf(transfer.reference);
        return (
          <li key={transfer.reference}>
            <Card className="admin-payments__transfer">
              <div className="admin-payments__slip">
                {!transfer.has_slip ? (
                  <p>{t('admin.payments.transfers.noSlip')}</p>
                ) : slip ? (
                  <img
                    src={slip}
                    alt={t('admin.payments.transfers.slip', { reference: transfer.reference })}
                  />
                ) : (
                  <p role="status">{t('admin.payments.transfers.slipLoading')}</p>
                )}
              </div>
              <dl className="admin-payments__facts">
                <dt>{t('admin.payments.transfers.amount')}</dt>
                <dd>{money(t, transfer.amount_minor, transfer.currency)}</dd>
                <dt>{t('admin.payments.transfers.reference')}</dt>
                <dd>{transfer.reference}</dd>
                <dt>{t('admin.payments.transfers.transactionId')}</dt>
                <dd>{transfer.transaction_id ?? '—'}</dd>
                <dt>{t('admin.payments.transfers.merchant')}</dt>
                <dd>
                  {transfer.shop_name} · {transfer.merchant_name} · {transfer.merchant_phone}
                </dd>
                <dt>{t('admin.payments.transfers.submitted')}</dt>
                <dd>{when(t, transfer.submitted_at)}</dd>
              </dl>
              {canAct ? (
                <div className="admin-payments__actions">
                  <Button disabled={busy} onClick={() => onApprove(transfer.reference)}>
                    {t('admin.payments.transfers.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onReject(transfer.reference)}
                  >
                    {t('admin.payments.transfers.reject')}
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export interface RejectDialogProps {
  t: Translate;
  reference: string;
  busy: boolean;
  failed: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting a transfer: a reason is required (the merchant is shown it). */
export function RejectDialog({ t, reference, busy, failed, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const formId = useId();
  const problem = reason.trim() === '' ? t('admin.payments.transfers.reasonProblem') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) onReject(reason.trim());
  };
  return (
    <Dialog
      title={t('admin.payments.transfers.rejectTitle', { reference })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.payments.transfers.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={busy}>
            {t('admin.payments.transfers.confirmReject')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field
          label={t('admin.payments.transfers.reason')}
          value={reason}
          maxLength={300}
          required
          error={tried ? problem : null}
          onChange={(event) => setReason(event.target.value)}
        />
        <Message tone="error">{failed ? t('admin.payments.transfers.failed') : null}</Message>
      </form>
    </Dialog>
  );
}

export interface HeldListProps {
  t: Translate;
  held: AdminCheckout[];
  canAct: boolean;
  onRefund: (checkout: AdminCheckout) => void;
}

export function HeldList({ t, held, canAct, onRefund }: HeldListProps) {
  const headingId = useId();
  if (held.length === 0) return <p>{t('admin.payments.held.empty')}</p>;
  return (
    <>
      <h3 id={headingId} className="visually-hidden">
        {t('admin.payments.held.title')}
      </h3>
      <Table
        labelledBy={headingId}
        rowKey={(row) => row.reference}
        rows={held}
        columns={[
          {
            header: t('admin.payments.transfers.reference'),
            cell: (row) => row.reference,
            rowHeader: true,
          },
          {
            header: t('admin.payments.transfers.merchant'),
            cell: (row) => `${row.shop_name} · ${row.merchant_phone}`,
          },
          {
            header: t('admin.payments.transfers.amount'),
            cell: (row) => money(t, row.amount_minor, row.currency),
            numeric: true,
          },
          { header: t('admin.payments.held.why'), cell: (row) => row.reason ?? '' },
          ...(canAct
            ? [
                {
                  header: '',
                  label: t('admin.payments.held.refund'),
                  cell: (row: AdminCheckout) => (
                    <Button variant="secondary" onClick={() => onRefund(row)}>
                      {t('admin.payments.held.refund')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

export interface PaymentSearchProps {
  t: Translate;
  onSearch: (query: PaymentSearchQuery) => void;
}

export function PaymentSearchForm({ t, onSearch }: PaymentSearchProps) {
  const [q, setQ] = useState('');
  const [method, setMethod] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(method ? { method: method as CheckoutMethod } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  };
  return (
    <form className="admin-payments__search" onSubmit={submit} role="search">
      <Field
        label={t('admin.payments.search.query')}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField
        label={t('admin.payments.search.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        options={[
          { value: '', label: t('admin.payments.search.anyMethod') },
          { value: 'card', label: t('admin.payments.search.card') },
          { value: 'wallet', label: t('admin.payments.search.wallet') },
          { value: 'bank_transfer', label: t('admin.payments.search.bankTransfer') },
        ]}
      />
      <Field
        type="date"
        label={t('admin.payments.search.from')}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Field
        type="date"
        label={t('admin.payments.search.to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit">{t('admin.payments.search.submit')}</Button>
    </form>
  );
}

export interface PaymentResultsProps {
  t: Translate;
  payments: AdminPaymentSummary[];
  onOpen: (paymentId: number) => void;
}

export function PaymentResults({ t, payments, onOpen }: PaymentResultsProps) {
  if (payments.length === 0) return <p>{t('admin.payments.search.empty')}</p>;
  return (
    <Table
      caption={t('admin.payments.search.title')}
      rowKey={(row) => row.id}
      rows={payments}
      columns={[
        {
          header: t('admin.payments.transfers.reference'),
          rowHeader: true,
          cell: (row) => (
            <Button
              variant="link"
              aria-label={t('admin.payments.search.open', { id: row.id })}
              onClick={() => onOpen(row.id)}
            >
              {row.reference ?? row.receipt_number ?? String(row.id)}
            </Button>
          ),
          label: t('admin.payments.transfers.reference'),
        },
        { header: t('admin.payments.search.date'), cell: (row) => when(t, row.created_at) },
        {
          header: t('admin.payments.transfers.merchant'),
          cell: (row) => `${row.shop_name} · ${row.merchant_phone}`,
        },
        { header: t('admin.payments.search.method'), cell: (row) => methodName(t, row.method) },
        { header: t('admin.payments.search.receipt'), cell: (row) => row.receipt_number ?? '' },
        {
          header: t('admin.payments.transfers.amount'),
          numeric: true,
          cell: (row) => money(t, row.amount_minor, row.currency),
        },
        {
          header: t('admin.payments.search.refunded'),
          numeric: true,
          cell: (row) => money(t, row.refunded_minor, row.currency),
        },
      ]}
    />
  );
}

interface Line {
  key: string;
  name: string;
  amount: number;
}

function LinesTable({
  t,
  caption,
  lines,
  currency,
}: {
  t: Translate;
  caption: string;
  lines: Line[];
  currency: string;
}) {
  const body = lines.slice(0, -1);
  const total = lines.slice(-1);
  return (
    <Table
      caption={caption}
      rowKey={(row) => row.key}
      rows={body}
      footRows={total}
      columns={[
        { header: t('admin.payments.detail.line'), cell: (row) => row.name, rowHeader: true },
        {
          header: t('admin.payments.transfers.amount'),
          numeric: true,
          cell: (row) => money(t, row.amount, currency),
        },
      ]}
    />
  );
}

/** A receipt's or a credit note's lines, with the tax and the total, as rows. */
export function documentLines(
  t: Translate,
  document: Pick<CreditNote, 'lines' | 'tax_minor' | 'total_minor'>,
): Line[] {
  return [
    ...document.lines.map((line, index) => ({
      key: `l${index}`,
      name: line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
      amount: line.amount_minor,
    })),
    { key: 'tax', name: t('admin.payments.detail.tax'), amount: document.tax_minor },
    { key: 'total', name: t('admin.payments.detail.total'), amount: document.total_minor },
  ];
}

export interface PaymentDetailProps {
  t: Translate;
  detail: AdminPaymentDetail;
  canAct: boolean;
  onRefund: () => void;
}

export function PaymentDetailView({ t, detail, canAct, onRefund }: PaymentDetailProps) {
  const { payment, receipt, refunds } = detail;
  const left = payment.amount_minor - payment.refunded_minor;
  const refundsId = useId();
  return (
    <section
      className="admin-payments__detail"
      aria-label={t('admin.payments.detail.title', { id: payment.id })}
    >
      <h3>{t('admin.payments.detail.title', { id: payment.id })}</h3>
      <p>
        {payment.shop_name} · {payment.merchant_name} · {payment.merchant_phone} ·{' '}
        {methodName(t, payment.method)} · {money(t, payment.amount_minor, payment.currency)}
      </p>
      {receipt ? (
        <LinesTable
          t={t}
          caption={t('admin.payments.detail.lines', { number: receipt.number })}
          lines={documentLines(t, receipt)}
          currency={receipt.currency}
        />
      ) : (
        <p>{t('admin.payments.detail.noReceipt')}</p>
      )}
      <h4 id={refundsId}>{t('admin.payments.detail.refunds')}</h4>
      {refunds.length === 0 ? (
        <p>{t('admin.payments.detail.noRefunds')}</p>
      ) : (
        <Table
          labelledBy={refundsId}
          rowKey={(row) => row.id}
          rows={refunds}
          columns={[
            {
              header: t('admin.payments.detail.creditNote'),
              cell: (row) => row.credit_note_number,
              rowHeader: true,
            },
            { header: t('admin.payments.search.date'), cell: (row) => when(t, row.created_at) },
            {
              header: t('admin.payments.transfers.amount'),
              numeric: true,
              cell: (row) => money(t, row.amount_minor, row.currency),
            },
            { header: t('admin.payments.refund.reason'), cell: (row) => row.reason },
          ]}
        />
      )}
      <p>
        {t('admin.payments.detail.left', {
          amount: formatMinorAmount(left, payment.currency, t.language),
        })}
      </p>
      {canAct && left > 0 ? (
        <Button onClick={onRefund}>{t('admin.payments.detail.refund')}</Button>
      ) : null}
    </section>
  );
}

export interface RefundDialogProps {
  t: Translate;
  dialog: Exclude<RefundDialogState, { status: 'idle' }>;
  problem: RefundProblem | null;
  onFull: (full: boolean) => void;
  onAmount: (amount: string) => void;
  onReason: (reason: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** The refund dialog: full or partial (a payment), the reason, then the credit note. */
export function RefundDialogView({
  t,
  dialog,
  problem,
  onFull,
  onAmount,
  onReason,
  onSubmit,
  onClose,
}: RefundDialogProps) {
  const formId = useId();
  const [tried, setTried] = useState(false);
  const { target } = dialog;
  const left = target.kind === 'payment' ? target.leftMinor : target.amountMinor;
  const leftText = formatMinorAmount(left, target.currency, t.language);
  const title =
    target.kind === 'payment'
      ? t('admin.payments.refund.title', { id: target.paymentId })
      : t('admin.payments.refund.titleHeld', { reference: target.reference });
  if (dialog.status === 'done') {
    const note = dialog.answer.credit_note;
    return (
      <Dialog
        title={title}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('admin.payments.refund.close')}</Button>}
      >
        <Message tone="success">{t('admin.payments.refund.done', { number: note.number })}</Message>
        <LinesTable
          t={t}
          caption={t('admin.payments.refund.creditNoteLines', { number: note.number })}
          lines={documentLines(t, note)}
          currency={note.currency}
        />
      </Dialog>
    );
  }
  const submitting = dialog.status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    onSubmit();
  };
  const amountError =
    !tried || problem === null || problem === 'reason'
      ? null
      : problem === 'tooMuch'
        ? t('admin.payments.refund.tooMuch', { amount: leftText })
        : t('admin.payments.refund.amountProblem');
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('admin.payments.transfers.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={submitting}>
            {submitting
              ? t('admin.payments.refund.submitting')
              : t('admin.payments.refund.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {target.kind === 'payment' ? (
          <>
            <ChoiceGroup
              legend={t('admin.payments.refund.howMuch')}
              value={dialog.full ? 'full' : 'partial'}
              onChange={(value) => onFull(value === 'full')}
              options={[
                { value: 'full', label: t('admin.payments.refund.full', { amount: leftText }) },
                { value: 'partial', label: t('admin.payments.refund.partial') },
              ]}
            />
            {dialog.full ? null : (
              <Field
                label={t('admin.payments.refund.amount')}
                inputMode="numeric"
                value={dialog.amount}
                error={amountError}
                onChange={(event) => onAmount(event.target.value)}
              />
            )}
          </>
        ) : (
          <p>{t('admin.payments.refund.full', { amount: leftText })}</p>
        )}
        <Field
          label={t('admin.payments.refund.reason')}
          value={dialog.reason}
          maxLength={500}
          required
          error={tried && problem === 'reason' ? t('admin.payments.refund.reasonProblem') : null}
          onChange={(event) => onReason(event.target.value)}
        />
        <Message tone="error">{dialog.status === 'failed' ? dialog.message : null}</Message>
      </form>
    </Dialog>
  );
}
