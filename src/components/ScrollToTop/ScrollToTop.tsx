import { useTranslator } from '../../i18n/useTranslator';
import { ArrowUpIcon } from '../icons';
import { scrollBehavior } from '../motion';

/** The floating scroll-to-top button, shown on every page. */
export function ScrollToTop() {
  const t = useTranslator();
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('components.scrollToTop')}
      title={t('components.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUpIcon />
    </button>
  );
}
