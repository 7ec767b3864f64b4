import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '../../shared/hydration/useHydrated';

// Fetched once the page is on screen, while the connection is there to fetch it; without one
// even then, the page works on without the banner.
const OfflineBanner = lazy<ComponentType>(() =>
  import(/* webpackChunkName: "offline" */ './OfflineBanner').catch(() => ({
    default: () => null,
  })),
);

/** The offline banner, kept out of the first page's scripts (src/app/offline/OfflineBanner). */
export function OfflineNotice() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  ) : null;
}
