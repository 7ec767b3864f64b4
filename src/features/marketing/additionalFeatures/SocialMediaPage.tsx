import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/SocialMedia: the add-on's marketing page. */
export function SocialMediaPage() {
  return <FeaturePage feature="socialMedia" />;
}
