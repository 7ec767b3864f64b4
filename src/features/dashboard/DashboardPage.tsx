import { Page } from '../../components/Page/Page';
import { dashboardMessages } from './messages';

/** /dashboard; its sections arrive with the dashboard issue. */
export function DashboardPage() {
  return <Page title={dashboardMessages.title} />;
}
