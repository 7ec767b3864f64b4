import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopSubscriptionSummary } from '@contract/shopSubscription';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetCategoriesQuery, useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken, selectUser } from '../../shared/session/sessionSlice';
import { useGetShopDetailsQuery } from '../../shared/shopDetails/shopDetailsApi';
import { BillingView, type ZawgyiField } from './BillingView';
import { useTranslator } from '../../i18n/useTranslator';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';
import { useGetOrderSummaryQuery } from './billingApi';
import {
  partnerCodeRemoveClicked,
  partnerCodeSubmitted,
  selectPartnerCodeBusy,
  selectPartnerCodeError,
} from './partnerCodeSlice';
import {
  billingPageLeft,
  billingPageOpened,
  selectCardFieldErrors,
  selectIsLoadingLists,
  selectIsPaymentBusy,
  selectIsSessionExpired,
} from './paymentSlice';
import { submitBillingForm } from './paymentThunks';
import { expiryYearWindow } from './validation';
// The feature's listeners start when its page's chunk loads.
import './paymentListeners';
import './partnerCodeListeners';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

const SUMMARY = shopSubscriptionSummary();

/** /billing: the shop registration and payment screen's container. */
function BillingScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useTranslator();
  const zawgyi = useZawgyiOffers<ZawgyiField>();
  const expired = useAppSelector(selectIsSessionExpired);
  const busy = useAppSelector(selectIsPaymentBusy);
  const loadingLists = useAppSelector(selectIsLoadingLists);
  const fieldErrors = useAppSelector(selectCardFieldErrors);
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const { data: categories = [] } = useGetCategoriesQuery(undefined, { skip: expired });
  const { data: townships = [] } = useGetTownshipsQuery(undefined, { skip: expired });
  // What the merchant told at registration, on /billing before, or in the store's profile.
  const { data: told } = useGetShopDetailsQuery(merchantId ?? 0, {
    skip: expired || !token || merchantId === null,
    // Asked afresh on each visit: the profile may have been saved since.
    refetchOnMountOrArgChange: true,
  });
  const toldTownship = townships.find((township) => township.id === told?.township_id);
  const partnerCodeBusy = useAppSelector(selectPartnerCodeBusy);
  const partnerCodeError = useAppSelector(selectPartnerCodeError);
  // With a pending plan order the page shows and charges its price; without one, the shop fee.
  // Asked again on every visit: an order made or paid since must never show an older price.
  const summary = useGetOrderSummaryQuery(merchantId ?? 0, {
    skip: expired || !token || merchantId === null,
    refetchOnMountOrArgChange: true,
  });
  const years = useMemo(() => expiryYearWindow(new Date()), []);

  useEffect(() => {
    dispatch(billingPageOpened());
    return () => void dispatch(billingPageLeft());
  }, [dispatch]);

  if (expired) return <SessionExpiredScreen />;
  return (
    <BillingView
      summary={SUMMARY}
      categories={categories}
      townships={townships}
      loadingLists={loadingLists}
      initialShop={{
        shopName: told?.shop_name || (user?.shopname ?? ''),
        address: told?.address ?? '',
        categoryId: told?.category_id == null ? '' : String(told.category_id),
        // The township field's values are the townships' names.
        township: toldTownship?.name ?? '',
        phone: user?.phone ?? '',
        email: user?.email ?? '',
      }}
      order={summary.data?.order ?? null}
      summaryLoading={summary.isFetching}
      summaryFailed={summary.isError && !summary.isFetching}
      partnerCode={{
        busy: partnerCodeBusy,
        error: partnerCodeError,
        onApply: (code) => void dispatch(partnerCodeSubmitted(code)),
        onRemove: () => void dispatch(partnerCodeRemoveClicked()),
      }}
      busy={busy}
      fieldErrors={fieldErrors}
      years={years}
      zawgyiOffers={zawgyi.offers}
      onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
      onZawgyiSettled={zawgyi.settle}
      t={t}
      onSubmit={(shop, card) => {
        // Zawgyi text is offered its Unicode form before anything is saved or charged.
        void zawgyi.checkAll({ shopName: shop.shopName, address: shop.address }).then((offered) => {
          if (!offered) void dispatch(submitBillingForm({ shop, card }));
        });
      }}
      onBack={() => void navigate(-1)}
    />
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function BillingPage() {
  return useRoleRefusal('billing') ?? <BillingScreen />;
}
