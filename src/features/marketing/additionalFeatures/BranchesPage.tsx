import { Page } from '../../../components/Page/Page';
import { marketingMessages } from '../messages';

/** An add-on's marketing page; its content arrives with the marketing pages issue. */
export function BranchesPage() {
  return <Page title={marketingMessages.branchesTitle} />;
}
