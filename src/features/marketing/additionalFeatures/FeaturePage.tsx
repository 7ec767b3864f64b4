import { useAppDispatch } from '../../../app/hooks';
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
