import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { componentMessages } from '../messages';

export interface DeferredProps {
  /** What to show once wanted; typically a React.lazy component, whose code is fetched then. */
  children: ReactNode;
  /** The room the content will take, kept meanwhile so nothing shifts when it arrives. */
  minHeight: string;
}

/** How far below the viewport the content starts loading: one screen ahead of the reader. */
const AHEAD = '100% 0px';
/** Without requestIdleCallback (older Safari), this long after the page has rendered. */
const IDLE_FALLBACK_MS = 2000;

/** Calls `run` once the browser is idle; returns what cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

/**
 * Content below the fold whose code need not delay the page: it renders when the browser is idle
 * after the page has loaded, or as it comes within a screen of the viewport, whichever is first.
 * Where neither can be observed it renders at once.
 */
export function Deferred({ children, minHeight }: DeferredProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = slot.current;
    if (wanted || !node) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    const cancelIdle = whenIdle(want);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted]);

  const placeholder = <p className="deferred__loading">{componentMessages.loading}</p>;
  return (
    <div ref={slot} className="deferred" style={{ minHeight }}>
      {wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
