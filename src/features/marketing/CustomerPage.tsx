import { Page } from '../../components/Page/Page';
import { marketingMessages } from './messages';

/** /customer; its content arrives with the marketing pages issue. */
export function CustomerPage() {
  return <Page title={marketingMessages.customerTitle} />;
}
