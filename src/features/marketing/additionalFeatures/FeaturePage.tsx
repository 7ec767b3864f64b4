import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { routePaths } from '../../../app/routes';
import { useTranslator } from '../../../i18n/useTranslator';
import { featureContentFor, type FeatureKey } from './featureContent';
import { featureCtaClicked } from './featurePageListeners';
import { FeaturePageView } from './FeaturePageView';

/** An add-on's marketing page (static, no calls): its content and its call to action. */
export function FeaturePage({ feature }: { feature: FeatureKey }) {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const content = featureContentFor(t, feature);
  return (
    <FeaturePageView
      t={t}
      content={content}
      onCta={() => dispatch(featureCtaClicked(content.cta.addon))}
    />
  );
}

/** The add-on page of the route shown (the six are one page in one chunk, told apart by path). */
export function AdditionalFeaturePage() {
  const path = useLocation().pathname.replace(/\/+$/, '').toLowerCase();
  const pages = routePaths.additionalFeatures;
  const feature =
    (Object.keys(pages) as FeatureKey[]).find((key) => pages[key].toLowerCase() === path) ??
    'orders';
  return <FeaturePage feature={feature} />;
}
