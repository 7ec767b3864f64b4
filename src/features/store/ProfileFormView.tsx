import { storeSectionIds } from '../../shared/storeSections';
import { useId, useEffect } from 'react';
import type { Category, Township } from '@contract';
import { SLUG_MAX_LENGTH, slugify } from '@contract/slug';
import { STORE_LIMITS, type PhotoRef, type StoreProfile } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { localChoices } from '../../shared/reference/localName';
import { weekFormOf } from './hoursForm';
import { PhotoField } from '../../shared/photos/PhotoField';
import type { ProfileSave } from './storePageSlice';
import type { PhotoSlot, Upload } from './storePhotosSlice';
import {
  ChoiceField,
  DEFAULT_MAX_PARTY_SIZE,
  DEFAULT_SLOT_CAPACITY,
  MaxPartySizeField,
  PhoneField,
  SlotCapacityField,
  TownshipField,
  WeekField,
} from './storeFields';
import { TextAreaField } from './TextAreaField';
import { useStoreForm } from './useStoreForm';
import type { ProfileFormValues } from './validation';

/** The profile's free-text fields that may be typed in Zawgyi. */
export type ProfileZawgyiField = 'name' | 'description' | 'address';

export interface PhotoFieldState {
  photo: PhotoRef | null;
  upload: Upload;
}

export interface ProfileFormViewProps {
  /** The saved profile; null before the first save (the form starts from the shop's details). */
  profile: StoreProfile | null;
  /**
   * What a new profile starts with: what the merchant told at registration or on /billing (shop
   * name, phone, category, township, address); filled in where not typed yet, also when it
   * arrives after the form.
   */
  defaults: {
    name: string;
    phone: string;
    categoryId?: string;
    townshipId?: string;
    address?: string;
  };
  categories: readonly Category[];
  townships: readonly Township[];
  /** The store page's address for a slug (`https://…/shops/{slug}`). */
  shopUrl: (slug: string) => string;
  save: ProfileSave;
  photos: Record<Extract<PhotoSlot, 'logo' | 'cover'>, PhotoFieldState>;
  onSubmit: (values: ProfileFormValues) => void;
  onChoosePhoto: (slot: PhotoSlot, file: File) => void;
  onCancelUpload: (slot: PhotoSlot) => void;
  onRemovePhoto: (slot: PhotoSlot) => void;
  zawgyiOffers: Partial<Record<ProfileZawgyiField, string>>;
  onFreeTextBlur: (field: ProfileZawgyiField, text: string) => void;
  onZawgyiSettled: (field: ProfileZawgyiField, text: string) => void;
  t: Translate;
}

function initialValues(
  profile: StoreProfile | null,
  defaults: ProfileFormViewProps['defaults'],
): ProfileFormValues {
  return {
    name: profile?.name ?? defaults.name,
    slug: profile?.slug ?? '',
    description: profile?.description ?? '',
    categoryId: profile ? String(profile.category_id) : (defaults.categoryId ?? ''),
    townshipId: profile ? String(profile.township_id) : (defaults.townshipId ?? ''),
    address: profile?.address ?? defaults.address ?? '',
    phone: profile?.phone ?? defaults.phone,
    week: weekFormOf(profile?.hours ?? []),
    slotCapacity: String(profile?.slot_capacity ?? DEFAULT_SLOT_CAPACITY),
    maxPartySize: String(profile?.max_party_size ?? DEFAULT_MAX_PARTY_SIZE),
    ordersForLater: profile?.orders_for_later ?? false,
  };
}

/** The store's profile: what the store page shows about the shop. Props only. */
export function ProfileFormView({
  profile,
  defaults,
  categories,
  townships,
  shopUrl,
  save,
  photos,
  onSubmit,
  onChoosePhoto,
  onCancelUpload,
  onRemovePhoto,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: ProfileFormViewProps) {
  const headingId = useId();
  const laterHintId = useId();
  const saving = save.status === 'saving';
  const errors = save.status === 'editing' ? save.fieldErrors : {};
  const { values, set, freeText, notice, submit, fillUntyped } = useStoreForm<
    ProfileFormValues,
    ProfileZawgyiField
  >(() => initialValues(profile, defaults), {
    saving,
    onSubmit,
    errors,
    onFreeTextBlur,
    zawgyiOffers,
    onZawgyiSettled,
  });

  // Before the first save, what the merchant told elsewhere fills the fields not typed yet; once
  // saved, the profile is theirs.
  const unsaved = profile === null;
  const { name, phone, categoryId, townshipId, address } = defaults;
  useEffect(() => {
    if (unsaved) fillUntyped({ name, phone, categoryId, townshipId, address });
  }, [unsaved, fillUntyped, name, phone, categoryId, townshipId, address]);

  // Empty: the server makes the address from the name the first time, and keeps it afterwards.
  const typedSlug = values.slug.trim();
  const savedSlug = profile?.slug ?? '';
  const addressHint =
    typedSlug !== ''
      ? t('store.profile.slugHint', { url: shopUrl(typedSlug) })
      : savedSlug !== ''
        ? t('store.profile.slugHintKept', { url: shopUrl(savedSlug) })
        : slugify(values.name) !== ''
          ? t('store.profile.slugHintFromName', { url: shopUrl(slugify(values.name)) })
          : t('store.profile.slugHintEmpty');

  // A photo is kept by the store, so there is none to choose until the profile is first saved.
  const photoField = (
    slot: 'logo' | 'cover',
    label: string,
    sizes: string,
    field: string,
    unsaved: string,
  ) => (
    <PhotoField
      label={label}
      photo={photos[slot].photo}
      upload={photos[slot].upload}
      error={errors[field]}
      sizes={sizes}
      disabled={saving}
      unavailable={profile === null ? unsaved : null}
      onChoose={(file) => onChoosePhoto(slot, file)}
      onCancel={() => onCancelUpload(slot)}
      onRemove={() => onRemovePhoto(slot)}
      t={t}
    />
  );

  return (
    <Card
      as="section"
      id={storeSectionIds.profile}
      className="store-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('store.profile.title')}</h2>
      <p className="store-section__lead">{t('store.profile.lead')}</p>
      <form className="store-form" onSubmit={submit} noValidate aria-busy={saving}>
        <div className="store-grid">
          <div>
            <Field
              label={t('store.profile.name')}
              required
              autoComplete="organization"
              maxLength={STORE_LIMITS.name}
              {...freeText('name')}
            />
            {notice('name')}
          </div>
          <Field
            label={t('store.profile.slug')}
            name="slug"
            maxLength={SLUG_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            error={errors.slug}
            hint={addressHint}
            onChange={(event) => set('slug', event.target.value)}
          />
          <div className="store-grid__wide">
            <TextAreaField
              label={t('store.profile.description')}
              rows={4}
              maxLength={STORE_LIMITS.description}
              {...freeText('description')}
            />
            {notice('description')}
          </div>
          <ChoiceField
            label={t('store.profile.category')}
            name="category_id"
            placeholder={t('store.profile.chooseCategory')}
            choices={localChoices(categories, t.language)}
            value={values.categoryId}
            error={errors.category_id}
            onChange={(id) => set('categoryId', id)}
          />
          <TownshipField
            label={t('store.profile.township')}
            townships={townships}
            value={values.townshipId}
            error={errors.township_id}
            onChange={(townshipId) => set('townshipId', townshipId)}
            t={t}
          />
          <div>
            <Field
              label={t('store.profile.address')}
              autoComplete="street-address"
              maxLength={STORE_LIMITS.address}
              {...freeText('address')}
            />
            {notice('address')}
          </div>
          <PhoneField
            label={t('store.profile.phone')}
            autoComplete="tel"
            value={values.phone}
            error={errors.phone}
            onChange={(phone) => set('phone', phone)}
            t={t}
          />
          <SlotCapacityField
            value={values.slotCapacity}
            error={errors.slot_capacity}
            onChange={(slotCapacity) => set('slotCapacity', slotCapacity)}
            t={t}
          />
          <MaxPartySizeField
            value={values.maxPartySize}
            error={errors.max_party_size}
            onChange={(maxPartySize) => set('maxPartySize', maxPartySize)}
            t={t}
          />
          <div className="store-grid__wide">
            <WeekField
              week={values.week}
              onChange={(week) => set('week', week)}
              errors={errors}
              disabled={saving}
              t={t}
            />
            <Checkbox
              label={t('store.ordersForLater')}
              describedBy={laterHintId}
              checked={values.ordersForLater}
              disabled={saving}
              onChange={(ordersForLater) => set('ordersForLater', ordersForLater)}
            />
            <p id={laterHintId} className="field__hint">
              {t('store.ordersForLaterHint')}
            </p>
          </div>
          {photoField(
            'logo',
            t('store.profile.logo'),
            '160px',
            'logo_photo_id',
            t('store.profile.logoAfterSave'),
          )}
          {photoField(
            'cover',
            t('store.profile.cover'),
            '(min-width: 800px) 640px, 100vw',
            'cover_photo_id',
            t('store.profile.coverAfterSave'),
          )}
        </div>
        <Message tone={save.status === 'editing' && save.error ? 'error' : 'status'}>
          {save.status === 'editing' && save.error ? save.error : null}
          {save.status === 'editing' && !save.error && save.saved ? t('store.profile.saved') : null}
          {save.status === 'editing' && !save.error && !save.saved && Object.keys(errors).length > 0
            ? t('store.fixFields')
            : null}
        </Message>
        <div className="store-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? t('store.saving') : t('store.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
