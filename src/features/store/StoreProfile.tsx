import type { MerchantStoreResponse } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';
import { useGetCategoriesQuery, useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import { selectMerchantId, selectUser } from '../../shared/session/sessionSlice';
import { useGetShopDetailsQuery } from '../../shared/shopDetails/shopDetailsApi';
import { ProfileFormView, type ProfileZawgyiField } from './ProfileFormView';
import { shopAddressShown } from './shopAddress';
import { selectProfileSave } from './storePageSlice';
import {
  photoRemoved,
  photoUploadCancelled,
  selectPhotoSlots,
  shownPhoto,
} from './storePhotosSlice';
import { saveProfile, uploadPhoto } from './storeThunks';
import { pageOrigin } from '../../app/config';

/** The profile form's container. */
export function StoreProfile({ store, t }: { store: MerchantStoreResponse; t: Translate }) {
  const dispatch = useAppDispatch();
  const zawgyi = useZawgyiOffers<ProfileZawgyiField>();
  const save = useAppSelector(selectProfileSave);
  const slots = useAppSelector(selectPhotoSlots);
  const user = useAppSelector(selectUser);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: townships = [] } = useGetTownshipsQuery();
  const { profile } = store;
  const merchantId = useAppSelector(selectMerchantId);
  // What the merchant told at registration or on /billing, for a profile not saved yet.
  const { data: told } = useGetShopDetailsQuery(merchantId ?? 0, {
    skip: profile !== null || merchantId === null,
    // Asked afresh on a visit after more than 10 s (the billing details may have been saved
    // since), but not again when the page was just rendered with them on the server.
    refetchOnMountOrArgChange: 10,
  });
  const origin = pageOrigin();
  return (
    <ProfileFormView
      profile={profile}
      defaults={{
        name: told?.shop_name || (user?.shopname ?? ''),
        phone: told?.phone || (user?.phone ?? ''),
        categoryId: told?.category_id == null ? '' : String(told.category_id),
        townshipId: told?.township_id == null ? '' : String(told.township_id),
        address: told?.address ?? '',
      }}
      categories={categories}
      townships={townships}
      shopUrl={(slug) => shopAddressShown(origin, slug)}
      save={save}
      photos={{
        logo: { photo: shownPhoto(slots.logo, profile?.logo ?? null), upload: slots.logo.upload },
        cover: {
          photo: shownPhoto(slots.cover, profile?.cover ?? null),
          upload: slots.cover.upload,
        },
      }}
      onSubmit={(values) => {
        // Zawgyi text is offered its Unicode form before anything is saved.
        void zawgyi
          .checkAll({ name: values.name, description: values.description, address: values.address })
          .then((offered) => {
            if (!offered) void dispatch(saveProfile(values));
          });
      }}
      onChoosePhoto={(slot, file) => void dispatch(uploadPhoto(slot, file))}
      onCancelUpload={(slot) => dispatch(photoUploadCancelled({ slot }))}
      onRemovePhoto={(slot) => dispatch(photoRemoved({ slot }))}
      zawgyiOffers={zawgyi.offers}
      onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
      onZawgyiSettled={zawgyi.settle}
      t={t}
    />
  );
}
