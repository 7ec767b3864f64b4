import { FeaturePage } from './FeaturePage';

/** /additionalFeatures/Branches: the add-on's marketing page. */
export function BranchesPage() {
  return <FeaturePage feature="branches" />;
}
