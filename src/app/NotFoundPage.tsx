import { Link } from 'react-router-dom';
import { Page } from '../components/Page/Page';
import { useTranslator } from '../i18n/useTranslator';
import { routePaths } from './routes';

/** Any path outside the route table. */
export function NotFoundPage() {
  const t = useTranslator();
  return (
    <Page title={t('pages.notFound.title')}>
      <p>{t('pages.notFound.text')}</p>
      <p>
        <Link to={routePaths.home}>{t('pages.notFound.backHome')}</Link>
      </p>
    </Page>
  );
}
