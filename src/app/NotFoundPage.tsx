import { Link } from 'react-router-dom';
import { Page } from '../components/Page/Page';
import { useTranslator } from '../i18n/useTranslator';
import { routePaths } from './routes';

/** Any path outside the route table. */
export function NotFoundPage() {
  const t = useTranslator();
  return (
    <Page title={t('app.notFoundTitle')}>
      <p>{t('app.notFoundText')}</p>
      <p>
        <Link to={routePaths.home}>{t('app.backHome')}</Link>
      </p>
    </Page>
  );
}
