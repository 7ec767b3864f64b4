import { componentMessages } from '../messages';
import { ArrowUpIcon } from '../icons';
import { scrollBehavior } from '../motion';

/** The floating scroll-to-top button, shown on every page. */
export function ScrollToTop() {
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={componentMessages.scrollToTop}
      title={componentMessages.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUpIcon />
    </button>
  );
}
