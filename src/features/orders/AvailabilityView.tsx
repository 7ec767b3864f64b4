import { useId } from 'react';
import type { CatalogueItem } from '@contract/store';
import { Card } from '../../components/Card/Card';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import type { Translate } from '../../i18n/translate';

export interface AvailabilityViewProps {
  /** The store's items; undefined while they load. */
  items: readonly CatalogueItem[] | undefined;
  /** The item whose change the server refused last, to name in the message. */
  failedName: string | null;
  /** The branch the ticks are for (the one the inbox shows); null: the whole shop. */
  branchName: string | null;
  onChange: (item: CatalogueItem, available: boolean) => void;
  t: Translate;
}

/**
 * The items on sale, each ticked while it can be ordered: untick one that runs out. Folded under
 * its count of items sold out, so a long menu does not push the orders down. Props only.
 */
export function AvailabilityView({
  items,
  failedName,
  branchName,
  onChange,
  t,
}: AvailabilityViewProps) {
  const titleId = useId();
  if (items === undefined) return null;
  const soldOut = items.filter((item) => !item.available).length;
  return (
    <Card as="section" className="inbox-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.availabilityTitle')}</h2>
      <p>
        {branchName === null
          ? t('orders.availabilityLead')
          : t('orders.availabilityLeadBranch', { branch: branchName })}
      </p>
      {failedName !== null ? (
        <p role="alert">{t('orders.availabilityFailed', { name: failedName })}</p>
      ) : null}
      {items.length === 0 ? (
        <p>{t('orders.availabilityNone')}</p>
      ) : (
        <details className="inbox-availability">
          <summary>
            {t('orders.availabilitySummary', { count: soldOut })} {t('orders.availabilityShow')}
          </summary>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Checkbox
                  label={item.available ? item.name : `${item.name} ${t('orders.soldOutMark')}`}
                  checked={item.available}
                  onChange={(available) => onChange(item, available)}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
