import type { CheckoutMethod, CheckoutState } from '@contract/checkout';
import { Announcement, Message } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import { BankTransferView } from './BankTransferView';
import { CardPaymentView } from './CardPaymentView';
import type { CardForm } from './cardForm';
import type { CheckoutPageState } from './checkoutSlice';
import { MethodChoiceView } from './MethodChoiceView';
import { PaymentSummaryView } from './PaymentSummaryView';
import type { QrImage } from './QrPanelView';
import type { QrState } from './qrSlice';
import { WalletCheckoutView } from './WalletCheckoutView';
import './payment.css';

export interface CheckoutViewProps {
  t: Translate;
  /** The server's state of the page, with a pending order. */
  state: CheckoutState & { order: NonNullable<CheckoutState['order']> };
  page: CheckoutPageState;
  method: CheckoutMethod;
  qr: QrState;
  qrImage: QrImage;
  onMethodChange: (method: CheckoutMethod) => void;
  onNewCheckout: () => void;
  onConfirm: () => void;
  onCardSubmit: (form: CardForm) => void;
  onTransferSubmit: (sent: { slip: File | null; transactionId: string | null }) => void;
  onSendAgain: () => void;
  onCopy: (reference: string) => void;
}

/** /payment with a pending order: its summary, the provider's methods, and the chosen one. */
export function CheckoutView(props: CheckoutViewProps) {
  const { t, state, page, method } = props;
  const total = state.order.total;
  const checkout = state.checkout;
  const shown =
    page.status === 'showing' && checkout?.reference === page.reference ? checkout : null;

  let panel;
  if (page.status === 'creating') {
    panel = (
      <p className="payment-panel__busy">
        {page.method === 'bank_transfer'
          ? t('staticPayment.creatingTransfer')
          : page.method === 'card'
            ? t('staticPayment.creatingCard')
            : t('staticPayment.creatingQr')}
      </p>
    );
  } else if (page.status === 'redirecting') {
    panel = (
      <p className="payment-panel__busy">
        {t('staticPayment.redirecting')} <a href={page.url}>{t('staticPayment.hostedCardLink')}</a>
      </p>
    );
  } else if (page.status === 'paid') {
    panel = <p className="payment-panel__busy">{t('staticPayment.paid')}</p>;
  } else if (shown && shown.method === 'wallet' && page.status === 'showing') {
    panel = (
      <WalletCheckoutView
        t={t}
        checkout={shown}
        qr={props.qr}
        image={props.qrImage}
        total={total}
        busy={page.busy}
        confirmed={page.confirmed}
        error={page.error}
        onRefresh={props.onNewCheckout}
        onNewCode={props.onNewCheckout}
        onConfirm={props.onConfirm}
      />
    );
  } else if (shown && shown.method === 'bank_transfer' && page.status === 'showing') {
    panel = (
      <BankTransferView
        t={t}
        checkout={shown}
        bankAccounts={state.bank_accounts}
        total={total}
        busy={page.busy === 'sending'}
        error={page.error}
        transactionIdError={page.transactionIdError}
        resending={page.resending}
        copied={page.copied}
        onSubmit={props.onTransferSubmit}
        onSendAgain={props.onSendAgain}
        onNewTransfer={props.onNewCheckout}
        onCopy={props.onCopy}
      />
    );
  } else if (method === 'card' && state.card_mode === 'direct') {
    panel = (
      <CardPaymentView
        t={t}
        strict
        busy={page.status === 'charging'}
        error={page.status === 'choosing' ? page.error : null}
        onSubmit={props.onCardSubmit}
      />
    );
  } else {
    // The hosted card page, or a wallet or transfer not made yet (its reason when it failed).
    const error = page.status === 'choosing' ? page.error : null;
    panel = (
      <div className="payment-panel__start">
        <p>
          {method === 'card'
            ? t('staticPayment.hostedCardHelp')
            : method === 'wallet'
              ? t('staticPayment.walletCheckoutHelp')
              : t('staticPayment.transferStartHelp')}
        </p>
        {error ? <Message tone="error">{error}</Message> : null}
        <Button onClick={props.onNewCheckout}>
          {method === 'card'
            ? t('staticPayment.hostedCardContinue')
            : method === 'wallet'
              ? t('staticPayment.getNewCode')
              : t('staticPayment.newTransfer')}
        </Button>
      </div>
    );
  }

  const busy = page.status === 'creating' || page.status === 'charging';
  return (
    <Page title={t('staticPayment.summaryTitle')} className="static-payment">
      <div className="static-payment__layout">
        <div className="static-payment__summary card">
          <PaymentSummaryView t={t} order={state.order} />
        </div>
        <div className="static-payment__pay card" aria-busy={busy || undefined}>
          <MethodChoiceView
            t={t}
            methods={state.methods}
            method={method}
            onChange={props.onMethodChange}
          />
          {panel}
          {page.status === 'showing' ? null : (
            <Announcement>{busy ? t('staticPayment.working') : null}</Announcement>
          )}
        </div>
      </div>
    </Page>
  );
}
