import { Page } from '../../components/Page/Page';
import { plansMessages } from './messages';

/** /price: the pricing landing page; plans, add-ons and the calculator arrive with their issues. */
export function PricePage() {
  return <Page title={plansMessages.title} />;
}
