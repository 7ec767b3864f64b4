import { Page } from '../../components/Page/Page';
import { paymentMessages } from './messages';

/** /payment: the static payment page; its content arrives with the payment issues. */
export function PaymentPage() {
  return <Page title={paymentMessages.paymentTitle} />;
}
