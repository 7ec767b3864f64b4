import { useId, useState } from 'react';
import { STORE_LIMITS, type CatalogueItem, type ItemKind, type MenuSection } from '@contract/store';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { NumberInput } from '../../components/NumberInput/NumberInput';
import type { Translate } from '../../i18n/translate';
import { FormDialog, SaveActions } from './FormDialog';
import { PhotoField } from '../../shared/photos/PhotoField';
import type { FieldErrors } from './storeErrors';
import { ChoiceField } from './storeFields';
import type { PhotoFieldState } from './ProfileFormView';
import { TextAreaField } from './TextAreaField';
import { useStoreForm } from './useStoreForm';
import { priceOf, type ItemFormValues } from './validation';

export type ItemZawgyiField = 'name' | 'description';

/** ArrowUp and ArrowDown change a price by this much. */
const PRICE_STEP = 100;

export interface ItemDialogProps {
  /** The item edited; null for a new one. */
  item: CatalogueItem | null;
  kind: ItemKind;
  /** The menu section a new menu item goes into. */
  sectionId: number | null;
  sections: readonly MenuSection[];
  photo: PhotoFieldState;
  /** False until the store profile is first saved: a photo needs a store to keep it. */
  storeSaved: boolean;
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (values: ItemFormValues) => void;
  onClose: () => void;
  onChoosePhoto: (file: File) => void;
  onCancelUpload: () => void;
  onRemovePhoto: () => void;
  zawgyiOffers: Partial<Record<ItemZawgyiField, string>>;
  onFreeTextBlur: (field: ItemZawgyiField, text: string) => void;
  onZawgyiSettled: (field: ItemZawgyiField, text: string) => void;
  t: Translate;
}

/** Adding or editing a product, a service or a menu item, in a dialog. Props only. */
export function ItemDialog({
  item,
  kind,
  sectionId,
  sections,
  photo,
  storeSaved,
  saving,
  fieldErrors: errors,
  error,
  onSubmit,
  onClose,
  onChoosePhoto,
  onCancelUpload,
  onRemovePhoto,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: ItemDialogProps) {
  const formId = useId();
  const priceId = useId();
  const priceHintId = useId();
  const priceErrorId = useId();
  const { values, set, freeText, notice, submit } = useStoreForm<ItemFormValues, ItemZawgyiField>(
    () => ({
      name: item?.name ?? '',
      description: item?.description ?? '',
      price: String(item?.price ?? 0),
      sectionId: String(item?.section_id ?? sectionId ?? ''),
      available: item?.available ?? true,
    }),
    { saving, onSubmit, errors, onFreeTextBlur, zawgyiOffers, onZawgyiSettled },
  );
  // What was typed into the price when it is not a price: said at once, and the field shows
  // the last price again when it loses focus.
  const [priceTyping, setPriceTyping] = useState<string | null>(null);
  const price = priceOf(values.price) ?? 0;
  const priceError =
    priceTyping !== null ? t('store.problems.priceInvalid') : (errors.price ?? null);
  const isMenuItem = kind === 'menu_item';

  return (
    <FormDialog
      title={item ? t(`store.items.editTitle.${kind}`) : t(`store.items.addTitle.${kind}`)}
      onClose={onClose}
      t={t}
      actions={<SaveActions formId={formId} saving={saving} onCancel={onClose} t={t} />}
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <Field
          label={t('store.items.name')}
          required
          maxLength={STORE_LIMITS.itemName}
          {...freeText('name')}
        />
        {notice('name')}
        <TextAreaField
          label={t('store.items.description')}
          rows={3}
          maxLength={STORE_LIMITS.itemDescription}
          {...freeText('description')}
        />
        {notice('description')}
        <div className="field" onBlur={() => setPriceTyping(null)}>
          <label className="field__label" htmlFor={priceId}>
            {t('store.items.price')}
          </label>
          <NumberInput
            id={priceId}
            className="field__control"
            value={price}
            min={0}
            max={STORE_LIMITS.price}
            onEnter={(text) => {
              if (priceOf(text) !== null) {
                set('price', text);
                setPriceTyping(null);
              } else {
                setPriceTyping(text);
              }
            }}
            onStep={(direction) => {
              const next = Math.max(
                0,
                Math.min(STORE_LIMITS.price, price + direction * PRICE_STEP),
              );
              set('price', String(next));
              setPriceTyping(null);
            }}
            describedBy={priceError ? `${priceHintId} ${priceErrorId}` : priceHintId}
            invalid={priceError !== null}
          />
          <p id={priceHintId} className="field__hint">
            {t('store.items.priceHint')}
          </p>
          {priceError ? (
            <p id={priceErrorId} className="field__error">
              {priceError}
            </p>
          ) : null}
        </div>
        {isMenuItem ? (
          <ChoiceField
            label={t('store.items.section')}
            name="section_id"
            placeholder={t('store.items.chooseSection')}
            choices={sections}
            value={values.sectionId}
            error={errors.section_id}
            onChange={(id) => set('sectionId', id)}
          />
        ) : null}
        <PhotoField
          label={t('store.items.photo')}
          photo={photo.photo}
          upload={photo.upload}
          error={errors.photo_id}
          sizes="320px"
          disabled={saving}
          unavailable={storeSaved ? null : t('store.items.photoAfterSave')}
          onChoose={onChoosePhoto}
          onCancel={onCancelUpload}
          onRemove={onRemovePhoto}
          t={t}
        />
        <Checkbox
          className="store-switch"
          label={t('store.items.availableLabel')}
          checked={values.available}
          disabled={saving}
          onChange={(available) => set('available', available)}
        />
        {errors.available ? <p className="field__error">{errors.available}</p> : null}
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
