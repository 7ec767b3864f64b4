import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScrollToTop } from '../components/ScrollToTop/ScrollToTop';
import { AlertHost } from '../shared/alerts/AlertHost';
import { CalculatorLauncher, showsCalculator } from '../features/calculator/CalculatorLauncher';
import { Header, preloadSignedInHeader } from '../shared/session/Header/Header';
import { localiseDigits } from '../i18n/format';
import { useTranslator } from '../i18n/useTranslator';
import { RouteScroll } from './useRouteScroll';
import { OfflineNotice } from './offline/OfflineNotice';
import { Spinner } from '../components/Spinner/Spinner';
import { useHydrated } from '../shared/hydration/useHydrated';

export const MAIN_CONTENT_ID = 'main-content';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault(); // focus the main landmark without adding a hash to the URL
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function PageLoading() {
  const t = useTranslator();
  return <Spinner className="page-loading container">{t('app.loading')}</Spinner>;
}

/**
 * The year on the copyright line. A page rendered ahead of time says the year it was built
 * (`BUILD_YEAR`, the same in the server's render and the browser's build), and is hydrated so;
 * the reader's clock gives the year from the render after. Unset (tests): the clock's.
 */
function useCopyrightYear(): number {
  const hydrated = useHydrated();
  const built = Number(process.env.BUILD_YEAR);
  return hydrated || !built ? new Date().getFullYear() : built;
}

function SiteFooter() {
  const t = useTranslator();
  const year = useCopyrightYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">{t('app.brandName')}</p>
        <p className="site-footer__tagline">{t('app.tagline')}</p>
        <p className="site-footer__copy">
          {t('app.copyright', {
            year: localiseDigits(String(year), t.language),
          })}
        </p>
      </div>
    </footer>
  );
}

/**
 * The frame of every page: skip link, header, main landmark, footer, the floating buttons' band
 * (scroll to top, on some pages the Price Calculator), alerts.
 * A page the server rendered is on screen before the app's scripts have run: its links work,
 * but its buttons and fields would do nothing (or a form would be sent by the browser itself,
 * its fields in the URL), so they stay disabled until the app has taken the page over. The
 * fieldset is the shell itself, with no border or spacing of its own (global.css), and no group
 * to assistive technology (`role="none"`).
 */
export function Layout() {
  const { pathname } = useLocation();
  const t = useTranslator();
  const hydrated = useHydrated();
  return (
    <fieldset className="app-shell" role="none" disabled={!hydrated}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <RouteScroll />
        </Suspense>
      </main>
      <SiteFooter />
      <div className="floating-band">
        <ScrollToTop />
        {showsCalculator(pathname) ? <CalculatorLauncher /> : null}
      </div>
      <AlertHost />
    </fieldset>
  );
}

/** Before a page rendered with the reader's session is hydrated (router.tsx's preloadMatchedPages). */
Layout.preload = preloadSignedInHeader;
