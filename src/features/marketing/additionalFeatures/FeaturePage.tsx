import { useAppDispatch } from '../../../app/hooks';
import { featureContent, type FeatureKey } from './featureContent';
import { featureCtaClicked } from './featurePageListeners';
import { FeaturePageView } from './FeaturePageView';

/** An add-on's marketing page (static, no calls): its content and its call to action. */
export function FeaturePage({ feature }: { feature: FeatureKey }) {
  const dispatch = useAppDispatch();
  const content = featureContent[feature];
  return (
    <FeaturePageView
      content={content}
      onCta={() => dispatch(featureCtaClicked(content.cta.addon))}
    />
  );
}
