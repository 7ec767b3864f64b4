import { Page } from '../../components/Page/Page';
import { marketingMessages } from './messages';

/** /training; its content arrives with the marketing pages issue. */
export function TrainingPage() {
  return <Page title={marketingMessages.trainingTitle} />;
}
