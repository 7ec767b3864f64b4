import { PaymentMethodsView } from './PaymentMethodsView';
import { staticPaymentMessages } from './messages';

/** /paymentMethod: the payment methods a merchant can use, and the way to /payment. */
export function PaymentMethodPage() {
  return <PaymentMethodsView title={staticPaymentMessages.paymentMethodTitle} />;
}
