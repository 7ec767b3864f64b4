import { Button } from '../../components/Button/Button';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

export interface BasketBarViewProps {
  /** How many things are in the basket (more than none: the bar is not drawn for an empty one). */
  count: number;
  /** The estimated total (MMK). */
  total: number;
  /** 'View order': the basket is brought into view and focused. */
  onView: () => void;
  t: Translate;
}

/**
 * The basket's bar on a phone: fixed at the bottom of the screen while the basket holds anything,
 * with how many things, the estimated total and 'View order'. Wider screens show the basket beside
 * the catalogue instead (marketplace.css hides the bar there). While it is drawn the page keeps
 * its height free at the bottom (`--bottom-bar-height`), so it never covers the page's end.
 */
export function BasketBarView({ count, total, onView, t }: BasketBarViewProps) {
  return (
    <aside className="basket-bar" aria-label={t('ordering.basketBarLabel')}>
      <p className="basket-bar__summary">
        <span className="basket-bar__count">{t('ordering.basketCount', { count })}</span>
        <strong className="basket-bar__total">
          {t('ordering.lineTotal', { amount: formatMmk(total, t.language) })}
        </strong>
      </p>
      <Button className="basket-bar__view" onClick={onView}>
        {t('ordering.viewOrder')}
      </Button>
    </aside>
  );
}
