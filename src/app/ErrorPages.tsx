import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '../components/Button/Button';
import { Page } from '../components/Page/Page';
import { useTranslator } from '../i18n/useTranslator';

/**
 * A page that failed to render or to load (a stale chunk after a deploy, say, or no connection),
 * inside the layout.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useTranslator();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // Offline, a page whose code has not been fetched yet cannot load: that is what to say.
  const offline = globalThis.navigator?.onLine === false;
  return (
    <Page title={t(offline ? 'app.offlineTitle' : 'app.errorTitle')}>
      <p>{t(offline ? 'app.offlineText' : 'app.errorText')}</p>
      <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
    </Page>
  );
}

/** The layout itself failed: a bare page, still with a main landmark. */
export function RootErrorPage() {
  return (
    <main id="main-content" className="site-main">
      <RouteErrorPage />
    </main>
  );
}
