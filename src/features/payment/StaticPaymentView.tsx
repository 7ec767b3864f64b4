import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import { CardPaymentView } from './CardPaymentView';
import { MethodChoiceView } from './MethodChoiceView';
import { PaymentSummaryView, type ExampleReason } from './PaymentSummaryView';
import type { QrImage } from './QrPanelView';
import { QrPaymentView } from './QrPaymentView';
import { SAMPLE_METHODS } from './sampleOrder';
import type { QrState, StaticPaymentMethod } from './qrSlice';
import './payment.css';

export interface StaticPaymentViewProps {
  t: Translate;
  /** Why the sample is shown: nobody signed in, or no order waiting to be paid. */
  example: ExampleReason;
  method: StaticPaymentMethod;
  qr: QrState;
  qrImage: QrImage;
  onMethodChange: (method: StaticPaymentMethod) => void;
  onCardSubmit: () => void;
  onRefresh: () => void;
  onConfirm: () => void;
}

/**
 * /payment with nothing to pay (a visitor, or no pending order): the sample summary marked as an
 * example, the choice of method, and the card form or an example QR code.
 */
export function StaticPaymentView({
  t,
  example,
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
          <PaymentSummaryView t={t} order={null} example={example} />
        </div>
        <div className="static-payment__pay card">
          <MethodChoiceView
            t={t}
            methods={SAMPLE_METHODS}
            method={method}
            onChange={onMethodChange}
          />
          {qr.status === 'off' ? (
            <CardPaymentView t={t} onSubmit={() => onCardSubmit()} />
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
