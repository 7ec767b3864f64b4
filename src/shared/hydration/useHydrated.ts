import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (React's server snapshot: the HTML was
 * drawn before any script ran), true from the render right after, and at once in a page the
 * browser renders itself. What the server cannot know (this browser's storage) or cannot do (a
 * form's handlers) waits for it, and the hydrated page agrees with the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
