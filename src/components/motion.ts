/** The system's reduced-motion query, or null where the browser has none (jsdom). */
function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
}

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches === true;
}

/** Calls `onChange` whenever the setting changes; returns the way to stop. */
export function onReducedMotionChange(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** 'smooth', or 'auto' when the user prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
