import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/Advertisement: the add-on's marketing page. */
export function AdvertisementPage() {
  return <FeaturePage feature="advertisement" />;
}
