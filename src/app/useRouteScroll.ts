import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollBehavior } from '../components/motion';

/** The hash scroll waits 100 ms after the route change. */
export const HASH_SCROLL_DELAY_MS = 100;

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed hash names no element
  }
}

/**
 * On any route change: with a hash in the URL, scroll smoothly to that element after 100 ms
 * (instantly when the user prefers reduced motion); without one, a new page (not back/forward)
 * starts at the top.
 */
export function useRouteScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash) {
      const timer = window.setTimeout(() => {
        hashTarget(hash)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (navigationType === 'PUSH') window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, navigationType]);
}

/** Renders nothing; placed after the page inside its Suspense boundary so the page is in the DOM. */
export function RouteScroll() {
  useRouteScroll();
  return null;
}
