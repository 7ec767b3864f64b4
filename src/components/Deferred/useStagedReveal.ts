import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Without an idle moment, this long after the last stage a stage is shown anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * How many of a page's `stages` (its sections below the fold, in page order) to render: the
 * first render shows none, then each idle moment of the browser adds one, as a transition, so that
 * no single task renders the whole page. `eager` (a hash in the URL names a section, say) shows
 * them all at once. A browser without `requestIdleCallback` adds one per task. The first render is
 * the same everywhere (none shown), so a page rendered ahead of time hydrates without a mismatch.
 * `revealAll` shows them all now, before it returns (for a button that scrolls to one of them).
 */
export function useStagedReveal(
  stages: number,
  eager: boolean,
): { shown: number; revealAll: () => void } {
  const [shown, setShown] = useState(() => (eager ? stages : 0));

  // A hash arriving (a header link to a section) shows them all in this same render, so the
  // section is there when the page scrolls to it.
  if (eager && shown < stages) setShown(stages);

  useEffect(() => {
    if (shown >= stages) return undefined;
    const next = () => startTransition(() => setShown((count) => Math.min(count + 1, stages)));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(next, 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }, [shown, stages]);

  const revealAll = useCallback(() => flushSync(() => setShown(stages)), [stages]);
  return { shown, revealAll };
}
