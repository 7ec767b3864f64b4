import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useTranslator } from '../../i18n/useTranslator';
import { HomeSections } from './home/HomeSections';

export { loadLowerSections } from './home/HomeSections';
import { homePageOpened } from './homeListeners';

/** Router state '/' may receive: `isVerified` after a phone OTP verification. */
function isVerifiedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isVerified' in state
    ? state.isVerified === true
    : false;
}

/**
 * /: the landing page. Its sections carry the ids the header's anchors
 * (#features, #category, #contact) land on.
 */
export function HomePage() {
  const isVerified = isVerifiedIn(useLocation().state);
  const dispatch = useAppDispatch();
  const t = useTranslator();
  // The session clean-up  runs in a listener (homeListeners.ts).
  useEffect(() => {
    dispatch(homePageOpened());
  }, [dispatch]);
  // The hero holds the page's h1, so the page does not use <Page>; its title is set the same way.
  const title = `${t('marketing.homeTitle')} | ${t('app.brandName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <HomeSections
      notice={
        <div role="status" aria-live="polite">
          {isVerified ? (
            <p className="home-page__verified">{t('marketing.phoneVerified')}</p>
          ) : null}
        </div>
      }
    />
  );
}
