import { skipToken } from '@reduxjs/toolkit/query';
import type { MerchantStoreResponse } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import type { Translate } from '../../i18n/translate';
import { OverviewView, type QrImage } from './OverviewView';
import { shopAddressEncoded, shopAddressShown, shopPath } from './shopAddress';
import { useStoreQrImageQuery } from './storeApi';
import { selectPublishing } from './storePageSlice';
import { setPublished } from './storeThunks';
import { TableQrCodes } from './TableQrCodes';
import { pageOrigin } from '../../app/config';

/** The overview's container: the plan, the checklist, publishing, the store page's QR code. */
export function StoreOverview({ store, t }: { store: MerchantStoreResponse; t: Translate }) {
  const dispatch = useAppDispatch();
  const publishing = useAppSelector(selectPublishing);
  const slug = store.listed ? (store.profile?.slug ?? null) : null;
  const origin = pageOrigin();
  const { currentData, isError } = useStoreQrImageQuery(
    slug === null ? skipToken : shopAddressEncoded(origin, slug),
  );
  const qr: QrImage = currentData
    ? { status: 'ready', src: currentData }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return (
    <OverviewView
      store={store}
      publishing={publishing}
      shopPage={
        slug === null ? null : { path: shopPath(slug), url: shopAddressShown(origin, slug) }
      }
      qr={qr}
      paths={{
        pricing: routePaths.price,
        otp: routePaths.otpVerification,
        orders: routePaths.storeOrders,
        promotions: routePaths.storePromotions,
        loyalty: routePaths.storeLoyalty,
      }}
      tableQr={
        slug !== null && store.profile && store.entitlements.orders ? (
          <TableQrCodes
            shopName={store.profile.name}
            shopAddress={shopAddressEncoded(origin, slug)}
            t={t}
          />
        ) : null
      }
      onPublish={() => void dispatch(setPublished(true))}
      onUnpublish={() => void dispatch(setPublished(false))}
      // The browser's print dialog; the print stylesheet shows only the QR code, name and address.
      onPrint={() => window.print()}
      t={t}
    />
  );
}
