import { Page } from '../../components/Page/Page';
import { paymentMessages } from './messages';

/** /billing: the shop registration and payment screen; its content arrives with the payment issues. */
export function BillingPage() {
  return <Page title={paymentMessages.billingTitle} />;
}
