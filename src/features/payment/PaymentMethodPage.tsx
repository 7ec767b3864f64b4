import { Page } from '../../components/Page/Page';
import { paymentMessages } from './messages';

/** /paymentMethod: payment methods; its content arrives with the payment issues. */
export function PaymentMethodPage() {
  return <Page title={paymentMessages.paymentMethodTitle} />;
}
