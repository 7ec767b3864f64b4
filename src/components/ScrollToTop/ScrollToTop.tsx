import { useTranslator } from '../../i18n/useTranslator';
import { ArrowUpIcon } from '../icons';
import { scrollBehavior } from '../motion';

/** The floating scroll-to-top button, shown on every page (in the floating buttons' band). */
export function ScrollToTop() {
  const label = useTranslator()('components.scrollToTop');
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUpIcon />
    </button>
  );
}
