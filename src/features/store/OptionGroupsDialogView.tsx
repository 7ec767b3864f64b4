import { useEffect, useId } from 'react';
import { OPTION_LIMITS, type OptionGroup } from '@contract/options';
import { optionName } from '@contract/optionRules';
import { Button } from '../../components/Button/Button';
import { Announcement } from '../../components/Message/Message';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { FormDialog } from './FormDialog';
import { ReorderList } from './ReorderList';
import type { MoveAnnouncement } from './storeFormsSlice';

export interface OptionGroupsDialogViewProps {
  /** The item's name, as the catalogue shows it. */
  itemName: string;
  /** The item's groups, in order. */
  groups: readonly OptionGroup[];
  announcement: MoveAnnouncement | null;
  onAddGroup: () => void;
  onEditGroup: (group: OptionGroup) => void;
  onRemoveGroup: (group: OptionGroup) => void;
  onMoveGroup: (groupId: number, toIndex: number) => void;
  onClose: () => void;
  t: Translate;
}

/** 'Choose one · required', 'Choose up to 3', 'Choose up to 3 · at least 2'. */
export function groupRuleText(group: Pick<OptionGroup, 'min' | 'max'>, t: Translate): string {
  const count = (value: number) => formatInteger(value, t.language);
  const rule =
    group.max === 1
      ? t('store.options.chooseOne')
      : t('store.options.chooseUpTo', { count: count(group.max) });
  if (group.min === 0) return rule;
  const need =
    group.min === 1
      ? t('store.options.requiredMark')
      : t('store.options.atLeastCount', { count: count(group.min) });
  return `${rule} · ${need}`;
}

/** 'Regular, Large +500 MMK' (Burmese joined with '၊ '). */
function optionsText(group: OptionGroup, t: Translate): string {
  return group.options
    .map((option) => {
      const name = optionName(option, t.language);
      return option.price > 0
        ? `${name} ${t('store.options.priceDifference', { amount: formatMmk(option.price, t.language) })}`
        : name;
    })
    .join(t.language === 'my' ? '၊ ' : ', ');
}

function GroupEntry({ group, t }: { group: OptionGroup; t: Translate }) {
  return (
    <div className="store-item__text">
      <span className="store-item__name">{optionName(group, t.language)}</span>
      <span className="store-item__price">
        {' · '}
        {groupRuleText(group, t)}
      </span>
      <span className="store-item__state">{optionsText(group, t)}</span>
    </div>
  );
}

/**
 * The choices on one item: its groups in order, each with what a shopper chooses and its options,
 * to add, edit, remove and reorder. Props only.
 */
export function OptionGroupsDialogView({
  itemName,
  groups,
  announcement,
  onAddGroup,
  onEditGroup,
  onRemoveGroup,
  onMoveGroup,
  onClose,
  t,
}: OptionGroupsDialogViewProps) {
  const nameOf = (group: OptionGroup) => optionName(group, t.language);
  const addId = useId();
  // A group removed takes its buttons, and the question's, with it: rather than leave the focus
  // nowhere, it goes to 'Add a group of choices'.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      document.getElementById(addId)?.focus();
    }
  });
  return (
    <FormDialog
      title={t('store.options.title', { name: itemName })}
      onClose={onClose}
      t={t}
      actions={<Button onClick={onClose}>{t('store.options.done')}</Button>}
    >
      <p className="field__hint">{t('store.options.lead')}</p>
      {groups.length === 0 ? (
        <p className="store-empty">{t('store.options.none')}</p>
      ) : (
        <ReorderList
          entries={groups}
          onMove={onMoveGroup}
          renderEntry={(group) => <GroupEntry group={group} t={t} />}
          renderActions={(group) => (
            <>
              <Button
                variant="secondary"
                aria-label={t('store.editNamed', { name: nameOf(group) })}
                onClick={() => onEditGroup(group)}
              >
                {t('store.edit')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('store.removeNamed', { name: nameOf(group) })}
                onClick={() => onRemoveGroup(group)}
              >
                {t('store.remove')}
              </Button>
            </>
          )}
          moveUpLabel={(group) => t('store.moveUpNamed', { name: nameOf(group) })}
          moveDownLabel={(group) => t('store.moveDownNamed', { name: nameOf(group) })}
          upText={t('store.moveUp')}
          downText={t('store.moveDown')}
        />
      )}
      {groups.length < OPTION_LIMITS.groups ? (
        <Button id={addId} variant="secondary" data-autofocus onClick={onAddGroup}>
          {t('store.options.addGroup')}
        </Button>
      ) : (
        <p className="field__hint">
          {t('store.options.groupLimit', {
            count: formatInteger(OPTION_LIMITS.groups, t.language),
          })}
        </p>
      )}
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
    </FormDialog>
  );
}
