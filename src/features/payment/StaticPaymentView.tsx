import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import { CardPaymentView } from './CardPaymentView';
import { MethodChoiceView } from './MethodChoiceView';
import { PaymentSummaryView } from './PaymentSummaryView';
import { QrPaymentView, type QrImage } from './QrPaymentView';
import type { QrState, StaticPaymentMethod } from './qrSlice';
import './payment.css';

export interface StaticPaymentViewProps {
  t: Translate;
  method: StaticPaymentMethod;
  qr: QrState;
  qrImage: QrImage;
  onMethodChange: (method: StaticPaymentMethod) => void;
  onCardSubmit: () => void;
  onRefresh: () => void;
  onConfirm: () => void;
}

/** /payment: the summary, the choice of method, and the card form or the QR code. */
export function StaticPaymentView({
  t,
  method,
  qr,
  qrImage,
  onMethodChange,
  onCardSubmit,
  onRefresh,
  onConfirm,
}: StaticPaymentViewProps) {
  return (
    <Page title={t('staticPayment.summaryTitle')} className="static-payment">
      <div className="static-payment__layout">
        <div className="static-payment__summary card">
          <PaymentSummaryView t={t} />
        </div>
        <div className="static-payment__pay card">
          <MethodChoiceView t={t} method={method} onChange={onMethodChange} />
          {qr.status === 'off' ? (
            <CardPaymentView t={t} onSubmit={onCardSubmit} />
          ) : (
            <QrPaymentView
              t={t}
              qr={qr}
              image={qrImage}
              onRefresh={onRefresh}
              onConfirm={onConfirm}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
