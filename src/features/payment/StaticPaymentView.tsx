import { Page } from '../../components/Page/Page';
import { CardPaymentView } from './CardPaymentView';
import { staticPaymentMessages as m } from './messages';
import { MethodChoiceView } from './MethodChoiceView';
import { PaymentSummaryView } from './PaymentSummaryView';
import { QrPaymentView, type QrImage } from './QrPaymentView';
import type { QrState, StaticPaymentMethod } from './qrSlice';
import './payment.css';

export interface StaticPaymentViewProps {
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
  method,
  qr,
  qrImage,
  onMethodChange,
  onCardSubmit,
  onRefresh,
  onConfirm,
}: StaticPaymentViewProps) {
  return (
    <Page title={m.summaryTitle} className="static-payment">
      <div className="static-payment__layout">
        <div className="static-payment__summary card">
          <PaymentSummaryView />
        </div>
        <div className="static-payment__pay card">
          <MethodChoiceView method={method} onChange={onMethodChange} />
          {qr.status === 'off' ? (
            <CardPaymentView onSubmit={onCardSubmit} />
          ) : (
            <QrPaymentView qr={qr} image={qrImage} onRefresh={onRefresh} onConfirm={onConfirm} />
          )}
        </div>
      </div>
    </Page>
  );
}
