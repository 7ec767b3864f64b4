import type { CatalogueItem, MenuSection } from '@contract/store';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import { catalogueGroups } from './catalogue';

export interface CatalogueViewProps {
  sections: readonly MenuSection[];
  items: readonly CatalogueItem[];
  t: Translate;
  /** 'Add to order' on each available product and menu item (only where the shop takes orders). */
  onAdd?: (item: CatalogueItem) => void;
  /** 'Reserve' on each available service (only where the shop takes orders). */
  onReserve?: (item: CatalogueItem) => void;
}

type ItemActions = Pick<CatalogueViewProps, 'onAdd' | 'onReserve'>;

const KIND_HEADINGS = {
  product: 'marketplace.products',
  service: 'marketplace.services',
  menu: 'marketplace.menu',
} as const;

function ItemView({
  item,
  level,
  t,
  onAdd,
  onReserve,
}: { item: CatalogueItem; level: 3 | 4; t: Translate } & ItemActions) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const action = !item.available
    ? null
    : item.kind === 'service'
      ? onReserve && { label: t('ordering.reserve'), run: () => onReserve(item) }
      : onAdd && { label: t('ordering.addToOrder'), run: () => onAdd(item) };
  return (
    <li
      className={item.available ? 'catalogue-item' : 'catalogue-item catalogue-item--unavailable'}
    >
      {item.photo ? (
        <Photo photo={item.photo} sizes="96px" alt="" className="catalogue-item__photo" />
      ) : null}
      <div className="catalogue-item__text">
        <Heading className="catalogue-item__name">{item.name}</Heading>
        {item.description ? (
          <p className="catalogue-item__description">{item.description}</p>
        ) : null}
        <p className="catalogue-item__price">
          {t('marketplace.price', { amount: formatMmk(item.price, t.language) })}
        </p>
        {item.available ? null : (
          <p className="catalogue-item__unavailable">{t('marketplace.unavailable')}</p>
        )}
        {action ? (
          <button
            type="button"
            className="button button--secondary catalogue-item__action"
            onClick={action.run}
            aria-label={t('ordering.itemAction', { action: action.label, name: item.name })}
          >
            {action.label}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The shop's products, services and menu (by its sections), with prices in MMK. */
export function CatalogueView({ sections, items, t, onAdd, onReserve }: CatalogueViewProps) {
  const groups = catalogueGroups(sections, items);
  if (groups.length === 0) {
    return <p className="catalogue-empty">{t('marketplace.catalogueEmpty')}</p>;
  }
  return (
    <>
      {groups.map((group) => {
        const headingId = `catalogue-${group.kind}`;
        return (
          <section key={group.kind} className="catalogue-group" aria-labelledby={headingId}>
            <h2 id={headingId}>{t(KIND_HEADINGS[group.kind])}</h2>
            {group.kind === 'menu' ? (
              group.sections.map(({ section, items: sectionItems }) => {
                const sectionId = `catalogue-section-${section?.id ?? 'more'}`;
                return (
                  <section
                    key={sectionId}
                    className="catalogue-section"
                    aria-labelledby={sectionId}
                  >
                    <h3 id={sectionId} className="catalogue-section__name">
                      {section ? section.name : t('marketplace.moreMenu')}
                    </h3>
                    <ul className="catalogue-items">
                      {sectionItems.map((item) => (
                        <ItemView
                          key={item.id}
                          item={item}
                          level={4}
                          t={t}
                          onAdd={onAdd}
                          onReserve={onReserve}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })
            ) : (
              <ul className="catalogue-items">
                {group.items.map((item) => (
                  <ItemView
                    key={item.id}
                    item={item}
                    level={3}
                    t={t}
                    onAdd={onAdd}
                    onReserve={onReserve}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
