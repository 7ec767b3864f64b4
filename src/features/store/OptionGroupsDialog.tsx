import type { OptionGroup } from '@contract/options';
import { optionName } from '@contract/optionRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';
import { ConfirmDialog } from './ConfirmDialog';
import { OptionGroupDialog, groupTexts, type GroupTextField } from './OptionGroupDialog';
import { OptionGroupsDialogView } from './OptionGroupsDialogView';
import {
  choicesClosed,
  groupFormClosed,
  groupFormOpened,
  groupMoveRequested,
  groupRemovalAsked,
  groupRemovalConfirmed,
  groupRemovalDismissed,
  groupSaveRequested,
  selectOptionEditor,
  type GroupForm,
} from './optionFormSlice';
import { useGetCatalogueQuery } from './storeApi';
// The editor's calls start when the store editor's chunk loads.
import './optionFormListeners';

/**
 * The choices on an item, opened by its 'Choices' button: the list of its groups, and in front of
 * it the group form or the question before a removal. The groups are the catalogue's (each write
 * answers the item's groups, written into it).
 */
export function OptionGroupsDialog({ merchantId, t }: { merchantId: number; t: Translate }) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectOptionEditor);
  const { data: catalogue } = useGetCatalogueQuery(merchantId);
  if (editor.status === 'closed') return null;
  const item = catalogue?.items.find((candidate) => candidate.id === editor.itemId);
  if (!item) return null;
  const groups = item.options ?? [];
  const { form, removal } = editor;

  return (
    <>
      <OptionGroupsDialogView
        itemName={item.name}
        groups={groups}
        announcement={editor.announcement}
        onAddGroup={() => dispatch(groupFormOpened({ groupId: null }))}
        onEditGroup={(group) => dispatch(groupFormOpened({ groupId: group.id }))}
        onRemoveGroup={(group) =>
          dispatch(groupRemovalAsked({ groupId: group.id, name: optionName(group, t.language) }))
        }
        onMoveGroup={(groupId, toIndex) => dispatch(groupMoveRequested({ groupId, toIndex }))}
        onClose={() => dispatch(choicesClosed())}
        t={t}
      />
      {form.status === 'closed' ? null : (
        <GroupFormContainer
          key={form.target.groupId ?? 'new'}
          form={form}
          group={groups.find((group) => group.id === form.target.groupId) ?? null}
          t={t}
        />
      )}
      {removal.status === 'closed' ? null : (
        <ConfirmDialog
          title={t('store.options.removalTitle')}
          question={t('store.options.removalQuestion', { name: removal.name, item: item.name })}
          confirmLabel={t('store.remove')}
          busy={removal.status === 'deleting'}
          error={removal.status === 'asking' ? removal.error : null}
          onConfirm={() => dispatch(groupRemovalConfirmed())}
          onCancel={() => dispatch(groupRemovalDismissed())}
          t={t}
        />
      )}
    </>
  );
}

/** The group form with its own Zawgyi offers: each opening starts without any. */
function GroupFormContainer({
  form,
  group,
  t,
}: {
  form: Exclude<GroupForm, { status: 'closed' }>;
  group: OptionGroup | null;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const zawgyi = useZawgyiOffers<GroupTextField>();
  return (
    <OptionGroupDialog
      group={group}
      saving={form.status === 'saving'}
      fieldErrors={form.status === 'editing' ? form.fieldErrors : {}}
      error={form.status === 'editing' ? form.error : null}
      onSubmit={(values) => {
        void zawgyi.checkAll(groupTexts(values)).then((offered) => {
          if (!offered) dispatch(groupSaveRequested(values));
        });
      }}
      onClose={() => dispatch(groupFormClosed())}
      zawgyiOffers={zawgyi.offers}
      onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
      onZawgyiSettled={zawgyi.settle}
      t={t}
    />
  );
}
