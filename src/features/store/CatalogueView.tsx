import { storeSectionIds } from '../../shared/storeSections';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { Catalogue, CatalogueItem, ItemKind, MenuSection } from '@contract/store';
import { Announcement } from '../../components/Message/Message';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import { itemsOf } from './catalogueOrder';
import { ReorderList } from './ReorderList';
import type { MoveAnnouncement } from './storeFormsSlice';

export const KINDS: readonly ItemKind[] = ['product', 'service', 'menu_item'];

export interface CatalogueViewProps {
  catalogue: Catalogue | undefined;
  loadFailed: boolean;
  kind: ItemKind;
  announcement: MoveAnnouncement | null;
  onChooseKind: (kind: ItemKind) => void;
  onAddItem: (kind: ItemKind, sectionId: number | null) => void;
  onEditItem: (item: CatalogueItem) => void;
  onRemoveItem: (item: CatalogueItem) => void;
  /** The item's choices (its groups of options). */
  onEditChoices: (item: CatalogueItem) => void;
  onMoveItem: (itemId: number, toIndex: number) => void;
  onAddSection: () => void;
  onRenameSection: (section: MenuSection) => void;
  onRemoveSection: (section: MenuSection) => void;
  onMoveSection: (sectionId: number, toIndex: number) => void;
  onRetry: () => void;
  t: Translate;
}

/** The catalogue: a tab for each kind; menu items in their menu sections. Props only. */
export function CatalogueView(props: CatalogueViewProps) {
  const { catalogue, loadFailed, kind, announcement, onChooseKind, onRetry, t } = props;
  const headingId = useId();
  const tabsId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (k: ItemKind) => `${tabsId}-tab-${k}`;
  const panelId = `${tabsId}-panel`;

  // The tabs are one stop for Tab; the arrow keys, Home and End move between them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = KINDS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % KINDS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + KINDS.length) % KINDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const nextKind = KINDS[next];
    if (nextKind === undefined) return;
    onChooseKind(nextKind);
    tabRefs.current[next]?.focus();
  };

  return (
    <Card
      as="section"
      id={storeSectionIds.catalogue}
      className="store-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('store.catalogue.title')}</h2>
      <p className="store-section__lead">{t('store.catalogue.lead')}</p>
      <div role="tablist" aria-label={t('store.catalogue.kinds')} className="store-tabs">
        {KINDS.map((k, index) => (
          <button
            key={k}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(k)}
            aria-selected={k === kind}
            aria-controls={panelId}
            tabIndex={k === kind ? 0 : -1}
            className={k === kind ? 'store-tab store-tab--selected' : 'store-tab'}
            onClick={() => onChooseKind(k)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`store.kinds.${k}`)}
            {catalogue ? (
              <span className="store-tab__count">
                {' '}
                {t('store.catalogue.tabCount', {
                  count: formatInteger(
                    catalogue.items.filter((item) => item.kind === k).length,
                    t.language,
                  ),
                })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(kind)} className="store-tabpanel">
        {loadFailed ? (
          <div role="alert">
            <p>{t('store.catalogue.loadFailed')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('store.retry')}
            </Button>
          </div>
        ) : catalogue === undefined ? null : kind === 'menu_item' ? (
          <MenuPanel {...props} catalogue={catalogue} />
        ) : (
          <KindPanel {...props} catalogue={catalogue} />
        )}
      </div>
      <Announcement>
        {announcement?.kind === 'moved'
          ? t('store.catalogue.moved', {
              name: announcement.name,
              position: formatInteger(announcement.position, t.language),
              count: formatInteger(announcement.count, t.language),
            })
          : null}
      </Announcement>
      {announcement?.kind === 'moveFailed' ? (
        <p className="field__error" role="alert" key={announcement.serial}>
          {t('store.catalogue.moveFailed', {
            name: announcement.name,
            error: announcement.error,
          })}
        </p>
      ) : null}
    </Card>
  );
}

type PanelProps = CatalogueViewProps & { catalogue: Catalogue };

function ItemEntry({ item, t }: { item: CatalogueItem; t: Translate }) {
  return (
    <div className="store-item">
      {item.photo ? (
        <Photo photo={item.photo} sizes="64px" alt="" className="store-item__photo" />
      ) : null}
      <div className="store-item__text">
        <span className="store-item__name">{item.name}</span>
        <span className="store-item__price">
          {t('store.mmk', { amount: formatMmk(item.price, t.language) })}
        </span>
        <span
          className={
            item.available ? 'store-item__state' : 'store-item__state store-item__state--off'
          }
        >
          {item.available ? t('store.items.available') : t('store.items.unavailable')}
        </span>
      </div>
    </div>
  );
}

/** 'Choices', or 'Choices (2)' when the item has groups; named with the item for screen readers. */
function ChoicesButton({
  item,
  onClick,
  t,
}: {
  item: CatalogueItem;
  onClick: () => void;
  t: Translate;
}) {
  const groups = item.options?.length ?? 0;
  const count = formatInteger(groups, t.language);
  return (
    <Button
      variant="secondary"
      aria-label={
        groups > 0
          ? t('store.options.choicesCountNamed', { name: item.name, count })
          : t('store.options.choicesNamed', { name: item.name })
      }
      onClick={onClick}
    >
      {groups > 0 ? t('store.options.choicesCount', { count }) : t('store.options.choices')}
    </Button>
  );
}

function ItemList({ items, ...props }: PanelProps & { items: CatalogueItem[] }) {
  const { t, onMoveItem, onEditItem, onRemoveItem, onEditChoices } = props;
  return (
    <ReorderList
      entries={items}
      onMove={onMoveItem}
      renderEntry={(item) => <ItemEntry item={item} t={t} />}
      renderActions={(item) => (
        <>
          <Button
            variant="secondary"
            aria-label={t('store.editNamed', { name: item.name })}
            onClick={() => onEditItem(item)}
          >
            {t('store.edit')}
          </Button>
          <ChoicesButton item={item} onClick={() => onEditChoices(item)} t={t} />
          <Button
            variant="ghost"
            aria-label={t('store.removeNamed', { name: item.name })}
            onClick={() => onRemoveItem(item)}
          >
            {t('store.remove')}
          </Button>
        </>
      )}
      moveUpLabel={(item) => t('store.moveUpNamed', { name: item.name })}
      moveDownLabel={(item) => t('store.moveDownNamed', { name: item.name })}
      upText={t('store.moveUp')}
      downText={t('store.moveDown')}
    />
  );
}

function KindPanel(props: PanelProps) {
  const { catalogue, kind, onAddItem, t } = props;
  const items = itemsOf(catalogue, { kind, sectionId: null });
  return (
    <>
      {items.length === 0 ? (
        <p className="store-empty">{t(`store.catalogue.empty.${kind}`)}</p>
      ) : (
        <ItemList {...props} items={items} />
      )}
      <Button onClick={() => onAddItem(kind, null)}>{t(`store.catalogue.add.${kind}`)}</Button>
    </>
  );
}

function MenuPanel(props: PanelProps) {
  const { catalogue, onAddItem, onAddSection, onRenameSection, onRemoveSection, onMoveSection, t } =
    props;
  return (
    <>
      {catalogue.sections.length === 0 ? (
        <p className="store-empty">{t('store.catalogue.noSections')}</p>
      ) : (
        <ReorderList
          className="store-sections"
          entries={catalogue.sections}
          onMove={onMoveSection}
          renderEntry={(section) => {
            const items = itemsOf(catalogue, { kind: 'menu_item', sectionId: section.id });
            return (
              <div className="store-menu-section">
                <h3 className="store-menu-section__name">{section.name}</h3>
                {items.length === 0 ? (
                  <p className="store-empty">{t('store.catalogue.sectionEmpty')}</p>
                ) : (
                  <ItemList {...props} items={items} />
                )}
                <Button
                  variant="secondary"
                  aria-label={t('store.catalogue.addMenuItemTo', { section: section.name })}
                  onClick={() => onAddItem('menu_item', section.id)}
                >
                  {t('store.catalogue.add.menu_item')}
                </Button>
              </div>
            );
          }}
          renderActions={(section) => (
            <>
              <Button
                variant="secondary"
                aria-label={t('store.catalogue.renameNamed', { name: section.name })}
                onClick={() => onRenameSection(section)}
              >
                {t('store.catalogue.rename')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('store.removeNamed', { name: section.name })}
                onClick={() => onRemoveSection(section)}
              >
                {t('store.remove')}
              </Button>
            </>
          )}
          moveUpLabel={(section) => t('store.moveUpNamed', { name: section.name })}
          moveDownLabel={(section) => t('store.moveDownNamed', { name: section.name })}
          upText={t('store.moveUp')}
          downText={t('store.moveDown')}
        />
      )}
      <Button onClick={onAddSection}>{t('store.catalogue.addSection')}</Button>
    </>
  );
}
