import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/Designs: the add-on's marketing page. */
export function DesignsPage() {
  return <FeaturePage feature="designs" />;
}
