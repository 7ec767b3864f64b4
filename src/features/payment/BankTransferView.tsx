import { useState, type FormEvent } from 'react';
import type { BankAccount, Checkout } from '@contract/checkout';
import { TRANSACTION_ID_PATTERN, transferProblem } from '@contract/checkout';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Announcement, Message } from '../../components/Message/Message';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

export interface BankTransferViewProps {
  t: Translate;
  checkout: Checkout;
  bankAccounts: readonly BankAccount[];
  /** The order's total in MMK. */
  total: number;
  busy: boolean;
  error: string | null;
  /** The server's refusal of the transaction id. */
  transactionIdError: string | null;
  /** 'Send again' over a transfer awaiting review: the form shows again. */
  resending: boolean;
  copied: boolean;
  /** The slip goes to the call only (a thunk): a file never enters the store. */
  onSubmit: (sent: { slip: File | null; transactionId: string | null }) => void;
  onSendAgain: () => void;
  onNewTransfer: () => void;
  onCopy: (reference: string) => void;
}

/**
 * Bank Transfer: the platform's accounts and the reference code to write on the transfer, then
 * the slip photo and/or the transaction id (at least one); then 'Awaiting review' with what was
 * sent, or the operator's reason for a rejection and a new transfer.
 */
export function BankTransferView({
  t,
  checkout,
  bankAccounts,
  total,
  busy,
  error,
  transactionIdError,
  resending,
  copied,
  onSubmit,
  onSendAgain,
  onNewTransfer,
  onCopy,
}: BankTransferViewProps) {
  const [slip, setSlip] = useState<File | null>(null);
  const [transactionId, setTransactionId] = useState('');
  const [problem, setProblem] = useState<'missing' | 'invalid' | null>(null);
  const amount = t('staticPayment.mmk', { amount: formatMmk(total, t.language) });
  const awaiting = checkout.status === 'awaiting_review';
  const rejected = checkout.status === 'rejected';
  const showForm = checkout.status === 'pending' || (awaiting && resending);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = transactionId.trim();
    const found = transferProblem(slip !== null, id);
    setProblem(found);
    if (found === null) onSubmit({ slip, transactionId: id === '' ? null : id });
  };
  const idError =
    problem === 'missing'
      ? t('staticPayment.transferMissing')
      : problem === 'invalid'
        ? t('staticPayment.transactionIdInvalid')
        : transactionIdError;

  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title" className="payment-panel__title">
        {t('staticPayment.bankTitle')}
      </h2>
      <p className="qr-payment__help">{t('staticPayment.transferHelp', { amount })}</p>

      <h3 className="bank-transfer__subtitle">{t('staticPayment.bankAccounts')}</h3>
      <ul className="bank-transfer__accounts" role="list">
        {bankAccounts.map((account) => (
          <li key={`${account.bank}-${account.account_number}`} className="bank-transfer__account">
            <dl>
              <dt>{t('staticPayment.bankName')}</dt>
              <dd>{account.bank}</dd>
              <dt>{t('staticPayment.accountName')}</dt>
              <dd>{account.account_name}</dd>
              <dt>{t('staticPayment.accountNumber')}</dt>
              <dd className="bank-transfer__number">{account.account_number}</dd>
              {account.branch ? (
                <>
                  <dt>{t('staticPayment.branch')}</dt>
                  <dd>{account.branch}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>

      <div className="bank-transfer__reference">
        <Field
          label={t('staticPayment.referenceCode')}
          name="reference"
          readOnly
          value={checkout.reference}
          hint={t('staticPayment.referenceHint')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => onCopy(checkout.reference)}>
          {copied ? t('staticPayment.copied') : t('staticPayment.copy')}
        </Button>
      </div>
      <Announcement>{copied ? t('staticPayment.copied') : null}</Announcement>

      {awaiting && !resending ? (
        <div className="bank-transfer__status">
          <h3 className="bank-transfer__subtitle">{t('staticPayment.awaitingReview')}</h3>
          <p>{t('staticPayment.awaitingReviewHelp')}</p>
          <ul>
            {checkout.transfer?.has_slip ? <li>{t('staticPayment.sentSlip')}</li> : null}
            {checkout.transfer?.transaction_id ? (
              <li>
                {t('staticPayment.sentTransactionId', { id: checkout.transfer.transaction_id })}
              </li>
            ) : null}
          </ul>
          <Button variant="secondary" onClick={onSendAgain}>
            {t('staticPayment.sendAgain')}
          </Button>
        </div>
      ) : null}

      {rejected ? (
        <div className="bank-transfer__status">
          <Message tone="error">
            {checkout.reason
              ? t('staticPayment.rejectedWith', { reason: checkout.reason })
              : t('staticPayment.rejected')}
          </Message>
          <Button onClick={onNewTransfer}>{t('staticPayment.newTransfer')}</Button>
        </div>
      ) : null}

      {showForm ? (
        <form
          className="bank-transfer__form"
          aria-label={t('staticPayment.transferFormTitle')}
          noValidate
          onSubmit={submit}
        >
          <h3 className="bank-transfer__subtitle">{t('staticPayment.transferFormTitle')}</h3>
          <Field
            id="transfer-slip"
            label={t('staticPayment.slipLabel')}
            type="file"
            name="slip"
            accept="image/*"
            aria-describedby={problem === 'missing' ? 'transfer-id-error' : undefined}
            onChange={(event) => {
              setSlip(event.currentTarget.files?.[0] ?? null);
              if (problem === 'missing') setProblem(null);
            }}
          />
          <Field
            id="transfer-id"
            label={t('staticPayment.transactionIdLabel')}
            name="transaction_id"
            autoComplete="off"
            maxLength={40}
            pattern={TRANSACTION_ID_PATTERN.slice(1, -1)}
            hint={t('staticPayment.transactionIdHint')}
            value={transactionId}
            onChange={(event) => {
              setTransactionId(event.currentTarget.value);
              if (problem !== null) setProblem(null);
            }}
            error={idError}
          />
          {error ? <Message tone="error">{error}</Message> : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('staticPayment.sending') : t('staticPayment.sendTransfer')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
