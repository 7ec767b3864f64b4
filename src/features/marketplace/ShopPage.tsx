import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { readApiError } from '../../api/apiError';
import { Button } from '../../components/Button/Button';
import { Announcement } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { useGetShopPageQuery } from './marketplaceApi';
import { useGetShopDetailsQuery } from '../../shared/shopDetails/shopDetailsApi';
import { selectIsLoggedIn, selectMerchantId } from '../../shared/session/sessionSlice';
import { placeOf } from './place';
import { marketplaceUrl } from './shopFilters';
import { selectShopClockNow, shopPageLeft, shopPageOpened } from './shopClockSlice';
import { ShopPageView } from './ShopPageView';
import { BASKET_HEADING_ID, BasketView } from './BasketView';
import { BasketBarView } from './BasketBarView';
import { ReserveDialog } from './ReserveDialog';
import { ChoicesDialog, type ChoosingItem } from './ChoicesDialog';
import { useGetCustomerMeQuery } from '../../shared/customer/customerApi';
import type { Translate } from '../../i18n/translate';
import { ShopRewards } from './ShopRewards';
import { ReportShop } from './ReportShop';
import { ShareShop } from './ShareShop';
import { ShopReviews } from './ShopReviews';
import {
  basketIdOf,
  branchChosen,
  estimatedTotal,
  itemCount,
  itemAdded,
  itemRemoved,
  isQuantity,
  menuQrRead,
  noteEdited,
  pickupTimeChosen,
  placedDismissed,
  promoRemoved,
  promoSubmitted,
  quantityChanged,
  selectBasket,
  selectChosenBranch,
  serviceChosen,
  tableProblem,
  deliveryProblem,
} from './basketSlice';
import { placeOrderClicked, reserveButtonPressed } from './basketThunks';
import { MY_ORDERS_PATH, useCustomerSignedIn } from './customerToken';
import { parseLocalisedInteger } from './quantity';
import { toLatinDigits } from '../../i18n/digits';
import { pickupChoice } from './pickup';
import { itemsAtBranch } from '../../shared/catalogue/itemsAtBranch';
import { formatMmk } from '../../i18n/format';
import { selectReserve } from './reserveSlice';
import './basketListeners';
import './languageRefetch';
import './shopClockListeners';
import './marketplace.css';

/**
 * /shops/:slug, a listed shop's store page. A shop that does not exist or is not listed (the
 * server's 404) gets 'Shop not found' with the way back to the marketplace; any other failure
 * offers to try again.
 */
/** The words of what a delivery still lacks, beside its field. */
function deliveryErrorsOf(
  problem: ReturnType<typeof deliveryProblem>,
  t: Translate,
): { township?: string; address?: string; phone?: string } {
  switch (problem) {
    case 'township':
      return { township: t('ordering.deliveryTownshipRequired') };
    case 'address':
      return { address: t('ordering.deliveryAddressRequired') };
    case 'phone':
      return { phone: t('ordering.deliveryPhoneInvalid') };
    case null:
      return {};
  }
}

export function ShopPage() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const { slug = '' } = useParams();
  useEffect(() => {
    dispatch(shopPageOpened());
    return () => void dispatch(shopPageLeft());
  }, [dispatch]);
  const now = useAppSelector(selectShopClockNow);
  // The shop of this slug only: another shop's page is never shown while this one loads.
  const { currentData: shop, error, isFetching, refetch } = useGetShopPageQuery(slug);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const signedIn = useCustomerSignedIn();
  // The merchant who owns this shop sees the way back to the store editor: the page they land on
  // after publishing is never a dead end.
  const merchantId = useAppSelector(selectMerchantId);
  const merchantSignedIn = useAppSelector(selectIsLoggedIn);
  const { currentData: ownStore } = useGetShopDetailsQuery(merchantId ?? 0, {
    skip: !merchantSignedIn || merchantId === null,
  });
  const ownShop = ownStore?.slug === slug;
  const branchId = useAppSelector((state) => selectChosenBranch(state, slug));
  const basket = useAppSelector((state) => selectBasket(state, slug));
  const reserve = useAppSelector(selectReserve);
  const [triedPlace, setTriedPlace] = useState(false);
  // The item last added, for the screen readers' announcement of what happened (view state).
  const [lastAdded, setLastAdded] = useState<{ id: number; name: string } | null>(null);
  // The address of the shopper's last delivery, offered when they choose delivery: asked for only
  // at a shop that delivers.
  const delivers = (shop?.delivery?.length ?? 0) > 0;
  const { data: me } = useGetCustomerMeQuery(undefined, { skip: !signedIn || !delivers });
  // The item whose choices are being made ('Add to order' on an item with option groups).
  const [choosing, setChoosing] = useState<ChoosingItem | null>(null);
  const takesOrders = shop?.takes_orders === true;
  const qrTable = searchParams.get('table');
  const qrBranch = searchParams.get('branch');
  const shopBranchIds = shop?.branches.map((branch) => branch.id).join(',') ?? null;
  // A menu QR's table (and branch) is chosen once the shop is known to take orders there.
  useEffect(() => {
    if (!takesOrders || shopBranchIds === null || (qrTable === null && qrBranch === null)) return;
    const branch = Number(qrBranch);
    const known = shopBranchIds.split(',').includes(String(branch)) ? branch : null;
    const table = qrTable?.trim() || null;
    dispatch(menuQrRead({ slug, branchId: known, table }));
  }, [dispatch, slug, takesOrders, shopBranchIds, qrTable, qrBranch]);

  if (shop) {
    const basketId = basketIdOf(slug, branchId);
    const lines = basket && basket.status !== 'placed' ? basket.lines : [];
    // An item's lines with different choices count together on its card.
    const inOrder: Record<number, number> = {};
    for (const line of lines) inOrder[line.itemId] = (inOrder[line.itemId] ?? 0) + line.quantity;
    const count = itemCount(lines);
    const total = estimatedTotal(lines);
    const lastCount = lastAdded ? (inOrder[lastAdded.id] ?? 0) : 0;
    const ordering = takesOrders ? (
      <BasketView
        basket={basket}
        branches={shop.branches}
        branchId={branchId}
        signedIn={signedIn}
        myOrdersTo={MY_ORDERS_PATH}
        tableError={
          basket &&
          basket.status !== 'placed' &&
          tableProblem(basket.service) &&
          (triedPlace || (basket.service.kind === 'table' && basket.service.table !== ''))
            ? t('ordering.tableInvalid')
            : null
        }
        deliveryAreas={shop.delivery ?? []}
        deliveryErrors={
          basket && basket.status !== 'placed' && triedPlace
            ? deliveryErrorsOf(deliveryProblem(basket.service), t)
            : {}
        }
        savedDelivery={me?.delivery ?? null}
        onQuantity={({ itemId, options }, text) => {
          const quantity = parseLocalisedInteger(text);
          if (quantity !== null && isQuantity(quantity)) {
            dispatch(quantityChanged({ basketId, itemId, options, quantity }));
          }
        }}
        onStep={({ itemId, options }, quantity) =>
          dispatch(quantityChanged({ basketId, itemId, options, quantity }))
        }
        onRemove={({ itemId, options }) => dispatch(itemRemoved({ basketId, itemId, options }))}
        onNote={(note) => dispatch(noteEdited({ basketId, note }))}
        onService={(service) =>
          dispatch(
            serviceChosen({
              basketId,
              // Myanmar digits typed for the table are sent as the digits the server reads.
              service:
                service.kind === 'table'
                  ? { kind: 'table', table: toLatinDigits(service.table) }
                  : service,
            }),
          )
        }
        pickup={pickupChoice(shop, branchId, now)}
        onPickupAt={(pickupAt) => dispatch(pickupTimeChosen({ basketId, pickupAt }))}
        onBranch={(branch) => dispatch(branchChosen({ slug, branchId: branch }))}
        onPlace={() => {
          setTriedPlace(true);
          void dispatch(placeOrderClicked({ slug, returnTo }));
        }}
        onNewOrder={() => dispatch(placedDismissed({ basketId }))}
        onApplyPromo={(code) => dispatch(promoSubmitted({ basketId, code }))}
        onRemovePromo={() => dispatch(promoRemoved({ basketId }))}
        t={t}
      />
    ) : null;
    return (
      <>
        <ShopPageView
          shop={{ ...shop, items: itemsAtBranch(shop.items, takesOrders ? branchId : null) }}
          now={now}
          place={placeOf(t, shop)}
          categoryTo={marketplaceUrl({ category: shop.category.id })}
          townshipTo={marketplaceUrl({ district: shop.district.id, township: shop.township.id })}
          ordering={ordering}
          editStoreTo={ownShop ? routePaths.store : undefined}
          rewards={<ShopRewards slug={slug} returnTo={returnTo} />}
          report={<ReportShop slug={slug} shopName={shop.name} t={t} />}
          share={<ShareShop slug={slug} shopName={shop.name} t={t} />}
          reviews={<ShopReviews slug={slug} rating={shop.rating} t={t} />}
          inOrder={inOrder}
          onAdd={
            takesOrders
              ? (item) => {
                  if (item.options && item.options.length > 0) {
                    setChoosing({ ...item, options: item.options });
                    return;
                  }
                  dispatch(
                    itemAdded({
                      basketId,
                      item: { id: item.id, name: item.name, price: item.price },
                    }),
                  );
                  setLastAdded({ id: item.id, name: item.name });
                }
              : undefined
          }
          onReserve={
            takesOrders
              ? (item) =>
                  void dispatch(
                    reserveButtonPressed({
                      target: { slug, itemId: item.id, name: item.name },
                      returnTo,
                    }),
                  )
              : undefined
          }
          onReserveTable={
            takesOrders
              ? () =>
                  void dispatch(
                    reserveButtonPressed({ target: { slug, itemId: null, name: null }, returnTo }),
                  )
              : undefined
          }
          t={t}
        />
        {takesOrders ? (
          <Announcement>
            {lastCount > 0 && lastAdded
              ? t('ordering.addedAnnouncement', {
                  name: lastAdded.name,
                  inOrder: t('ordering.inOrder', { count: lastCount }),
                  items: t('ordering.basketCount', { count }),
                  amount: formatMmk(total, t.language),
                })
              : null}
          </Announcement>
        ) : null}
        {takesOrders && count > 0 ? (
          <BasketBarView
            count={count}
            total={total}
            // The basket's heading takes the focus: the page scrolls to it, and a screen reader
            // goes on from there.
            onView={() => document.getElementById(BASKET_HEADING_ID)?.focus()}
            t={t}
          />
        ) : null}
        {choosing ? (
          <ChoicesDialog
            item={choosing}
            onAdd={({ options, price, choices }) => {
              dispatch(
                itemAdded({
                  basketId,
                  item: { id: choosing.id, name: choosing.name, price, options, choices },
                }),
              );
              setLastAdded({ id: choosing.id, name: choosing.name });
              setChoosing(null);
            }}
            onClose={() => setChoosing(null)}
            t={t}
          />
        ) : null}
        {reserve.status !== 'closed' && reserve.target.slug === slug && now !== null ? (
          <ReserveDialog
            state={reserve}
            branches={shop.branches}
            branchId={branchId}
            now={now}
            returnTo={returnTo}
            t={t}
          />
        ) : null}
      </>
    );
  }
  if (isFetching || !error) {
    return <Spinner className="page-loading container">{t('marketplace.shopLoading')}</Spinner>;
  }
  const failure = readApiError(error);
  if (failure.kind === 'answered' && failure.status === 404) {
    return (
      <Page title={t('marketplace.notFoundTitle')}>
        <p>{t('marketplace.notFoundText')}</p>
        <p>
          <Link to={routePaths.customer}>{t('marketplace.browseShops')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('marketplace.storePage')}>
      <div role="alert">
        <p>{t('marketplace.shopLoadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('marketplace.retry')}</Button>
      </div>
    </Page>
  );
}

/** A shared post's page, loaded with the store page's code (src/app/router.tsx). */
export { SharedPostPage as PostPage } from './SharedPostPage';
