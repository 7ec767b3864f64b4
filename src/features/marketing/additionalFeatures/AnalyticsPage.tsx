import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/Analytics: the add-on's marketing page. */
export function AnalyticsPage() {
  return <FeaturePage feature="analytics" />;
}
