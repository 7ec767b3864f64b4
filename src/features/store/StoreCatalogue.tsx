import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';
import { CatalogueView } from './CatalogueView';
import { ItemDialog, type ItemZawgyiField } from './ItemDialog';
import { OptionGroupsDialog } from './OptionGroupsDialog';
import { choicesOpened } from './optionFormSlice';
import { SectionDialog } from './SectionDialog';
import { useGetCatalogueQuery } from './storeApi';
import {
  catalogueTabChosen,
  deletionAsked,
  formClosed,
  itemFormOpened,
  sectionFormOpened,
  selectCatalogueKind,
  selectItemForm,
  selectMoveAnnouncement,
  selectSectionForm,
} from './storeFormsSlice';
import {
  photoRemoved,
  photoUploadCancelled,
  selectPhotoSlots,
  shownPhoto,
} from './storePhotosSlice';
import { moveItem, moveSection, saveItem, saveSection, uploadPhoto } from './storeThunks';

/** The catalogue's container: the tabs and lists, and the item, choices and section dialogs. */
export function StoreCatalogue({
  merchantId,
  storeSaved,
  t,
}: {
  merchantId: number;
  /** Whether the store profile has been saved once (photos need a saved store). */
  storeSaved: boolean;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const kind = useAppSelector(selectCatalogueKind);
  const announcement = useAppSelector(selectMoveAnnouncement);
  const itemForm = useAppSelector(selectItemForm);
  const sectionForm = useAppSelector(selectSectionForm);
  const itemSlot = useAppSelector(selectPhotoSlots).item;
  const itemZawgyi = useZawgyiOffers<ItemZawgyiField>();
  const sectionZawgyi = useZawgyiOffers<'name'>();
  const { data: catalogue, isError, refetch } = useGetCatalogueQuery(merchantId); // asked afresh as the page opens (storeListeners)
  const editedItem =
    itemForm.status === 'closed' || itemForm.target.itemId === null
      ? null
      : (catalogue?.items.find((item) => item.id === itemForm.target.itemId) ?? null);
  const renamedSection =
    sectionForm.status === 'closed' || sectionForm.target.sectionId === null
      ? null
      : (catalogue?.sections.find((section) => section.id === sectionForm.target.sectionId) ??
        null);

  return (
    <>
      <CatalogueView
        catalogue={catalogue}
        loadFailed={isError && catalogue === undefined}
        kind={kind}
        announcement={announcement}
        onChooseKind={(next) => dispatch(catalogueTabChosen(next))}
        onAddItem={(itemKind, sectionId) =>
          dispatch(itemFormOpened({ itemId: null, kind: itemKind, sectionId }))
        }
        onEditItem={(item) =>
          dispatch(itemFormOpened({ itemId: item.id, kind: item.kind, sectionId: item.section_id }))
        }
        onRemoveItem={(item) =>
          dispatch(deletionAsked({ kind: 'item', id: item.id, name: item.name }))
        }
        onEditChoices={(item) => dispatch(choicesOpened(item.id))}
        onMoveItem={(itemId, toIndex) => void dispatch(moveItem(itemId, toIndex))}
        onAddSection={() => dispatch(sectionFormOpened({ sectionId: null }))}
        onRenameSection={(section) => dispatch(sectionFormOpened({ sectionId: section.id }))}
        onRemoveSection={(section) =>
          dispatch(deletionAsked({ kind: 'section', id: section.id, name: section.name }))
        }
        onMoveSection={(sectionId, toIndex) => void dispatch(moveSection(sectionId, toIndex))}
        onRetry={() => void refetch()}
        t={t}
      />
      {itemForm.status === 'closed' ? null : (
        <ItemDialog
          key={itemForm.target.itemId ?? 'new'}
          item={editedItem}
          kind={itemForm.target.kind}
          sectionId={itemForm.target.sectionId}
          sections={catalogue?.sections ?? []}
          photo={{
            photo: shownPhoto(itemSlot, editedItem?.photo ?? null),
            upload: itemSlot.upload,
          }}
          storeSaved={storeSaved}
          saving={itemForm.status === 'saving'}
          fieldErrors={itemForm.status === 'editing' ? itemForm.fieldErrors : {}}
          error={itemForm.status === 'editing' ? itemForm.error : null}
          onSubmit={(values) => {
            void itemZawgyi
              .checkAll({ name: values.name, description: values.description })
              .then((offered) => {
                if (!offered) void dispatch(saveItem(values));
              });
          }}
          onClose={() => dispatch(formClosed('item'))}
          onChoosePhoto={(file) => void dispatch(uploadPhoto('item', file))}
          onCancelUpload={() => dispatch(photoUploadCancelled({ slot: 'item' }))}
          onRemovePhoto={() => dispatch(photoRemoved({ slot: 'item' }))}
          zawgyiOffers={itemZawgyi.offers}
          onFreeTextBlur={(field, text) => void itemZawgyi.check(field, text)}
          onZawgyiSettled={itemZawgyi.settle}
          t={t}
        />
      )}
      <OptionGroupsDialog merchantId={merchantId} t={t} />
      {sectionForm.status === 'closed' ? null : (
        <SectionDialog
          key={sectionForm.target.sectionId ?? 'new'}
          section={renamedSection}
          saving={sectionForm.status === 'saving'}
          fieldErrors={sectionForm.status === 'editing' ? sectionForm.fieldErrors : {}}
          error={sectionForm.status === 'editing' ? sectionForm.error : null}
          onSubmit={(name) => {
            void sectionZawgyi.checkAll({ name }).then((offered) => {
              if (!offered) void dispatch(saveSection(name));
            });
          }}
          onClose={() => dispatch(formClosed('section'))}
          zawgyiOffer={sectionZawgyi.offers.name}
          onNameBlur={(text) => void sectionZawgyi.check('name', text)}
          onZawgyiSettled={(text) => sectionZawgyi.settle('name', text)}
          t={t}
        />
      )}
    </>
  );
}
