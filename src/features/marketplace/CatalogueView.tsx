import type { CatalogueItem, MenuSection } from '@contract/store';
import { formatInteger, formatMmk } from '../../i18n/format';
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
  /** How many of each item (by id) the basket holds: shown on its 'Add to order' button. */
  inOrder?: Readonly<Record<number, number>>;
}

type ItemActions = Pick<CatalogueViewProps, 'onAdd' | 'onReserve'> & { count?: number };

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
  count = 0,
}: { item: CatalogueItem; level: 3 | 4; t: Translate } & ItemActions) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const action = !item.available
    ? null
    : item.kind === 'service'
      ? onReserve && { label: t('ordering.reserve'), run: () => onReserve(item), count: 0 }
      : onAdd && { label: t('ordering.addToOrder'), run: () => onAdd(item), count };
  const countId = `catalogue-item-${item.id}-count`;
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
            aria-describedby={action.count > 0 ? countId : undefined}
          >
            {action.label}
            {/* The count in the order, shown on the button and read as its description. */}
            {action.count > 0 ? (
              <span className="catalogue-item__count" aria-hidden="true">
                {' '}
                ({formatInteger(action.count, t.language)})
              </span>
            ) : null}
          </button>
        ) : null}
        {action && action.count > 0 ? (
          <span id={countId} hidden>
            {t('ordering.inOrder', { count: action.count })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

const sectionIdOf = (section: MenuSection | null) => `catalogue-section-${section?.id ?? 'more'}`;

/**
 * Where the jump links lead: products and services by their headings, the menu by its sections
 * (a long menu is what a phone scrolls through).
 */
function jumpTargets(
  groups: ReturnType<typeof catalogueGroups>,
  t: Translate,
): Array<{ id: string; label: string }> {
  return groups.flatMap((group) =>
    group.kind === 'menu'
      ? group.sections.map(({ section }) => ({
          id: sectionIdOf(section),
          label: section ? section.name : t('marketplace.moreMenu'),
        }))
      : [{ id: `catalogue-${group.kind}`, label: t(KIND_HEADINGS[group.kind]) }],
  );
}

/** The shop's products, services and menu (by its sections), with prices in MMK. */
export function CatalogueView({
  sections,
  items,
  t,
  onAdd,
  onReserve,
  inOrder = {},
}: CatalogueViewProps) {
  const groups = catalogueGroups(sections, items);
  if (groups.length === 0) {
    return <p className="catalogue-empty">{t('marketplace.catalogueEmpty')}</p>;
  }
  const targets = jumpTargets(groups, t);
  return (
    <>
      {targets.length > 1 ? (
        <nav className="catalogue-jump" aria-label={t('marketplace.jumpLabel')}>
          <ul className="catalogue-jump__list">
            {targets.map((target) => (
              <li key={target.id}>
                <a href={`#${target.id}`} className="catalogue-jump__link">
                  {target.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => {
        const headingId = `catalogue-${group.kind}`;
        return (
          <section key={group.kind} className="catalogue-group" aria-labelledby={headingId}>
            <h2 id={headingId}>{t(KIND_HEADINGS[group.kind])}</h2>
            {group.kind === 'menu' ? (
              group.sections.map(({ section, items: sectionItems }) => {
                const sectionId = sectionIdOf(section);
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
                          count={inOrder[item.id]}
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
                    count={inOrder[item.id]}
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
