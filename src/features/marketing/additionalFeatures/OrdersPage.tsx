import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/Orders: the add-on's marketing page. */
export function OrdersPage() {
  return <FeaturePage feature="orders" />;
}
