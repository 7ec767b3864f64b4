import { PaymentMethodsView } from '../staticPayment/PaymentMethodsView';
import { paymentMessages } from './messages';

/** /paymentMethod: the payment methods a merchant can use, and the way to /payment. */
export function PaymentMethodPage() {
  return <PaymentMethodsView title={paymentMessages.paymentMethodTitle} />;
}
