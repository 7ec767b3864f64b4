import { Link } from 'react-router-dom';
import { Page } from '../components/Page/Page';
import { appMessages } from './messages';
import { routePaths } from './routes';

/** Any path outside the route table. */
export function NotFoundPage() {
  return (
    <Page title={appMessages.notFoundTitle}>
      <p>{appMessages.notFoundText}</p>
      <p>
        <Link to={routePaths.home}>{appMessages.backHome}</Link>
      </p>
    </Page>
  );
}
