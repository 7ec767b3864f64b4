/**
 * The data a page rendered per request needs before it renders (RTK Query's SSR pattern: each
 * query `initiate`d, then awaited), so that the HTML holds the store page's catalogue and the
 * marketplace's shops rather than their spinners, and the browser's cache starts with the same
 * answers. The pages ask for the same queries with the same arguments: the hydration tests
 * (`serverRendered.test.tsx`) fail when a page renders a spinner or fetches again.
 */
import { routePaths } from '../app/routes';
import type { AppStore } from '../app/store';
import { marketplaceApi } from '../features/marketplace/marketplaceApi';
import {
  categoryCountPlace,
  filtersFromSearch,
  settleTownship,
} from '../features/marketplace/shopFilters';
import { rewardsApi } from '../shared/customer/rewardsApi';
import { categoryCountsApi } from '../shared/reference/categoryCountsApi';
import { referenceApi } from '../shared/reference/referenceApi';
import { dashboardApi } from '../features/dashboard/dashboardApi';
import { suspensionApi } from '../shared/moderation/suspensionApi';
import { storeApi } from '../features/store/storeApi';
import { shopDetailsApi } from '../shared/shopDetails/shopDetailsApi';
import { shopReviewsApi } from '../features/marketplace/shopReviewsApi';
import { storeReviewsApi } from '../features/store/storeReviewsApi';
import { deliveryApi } from '../features/store/deliveryApi';
import { postIdOf, sharedPostApi } from '../features/marketplace/sharedPostApi';
import { SHARED_POST_ROUTE } from '@contract/socialPostRules';
import { inboxApi } from '../features/orders/inboxApi';
import { yangonToday } from '../features/orders/inboxFilters';
import { customerApi } from '../shared/customer/customerApi';
import { pushApi } from '../shared/push/pushApi';
import { selectMerchantId } from '../shared/session/sessionSlice';
import { selectCustomerToken } from '../shared/customer/customerSession';
import { SESSION_RENDERED_ROUTES } from '@contract/pages';

/** A query's outcome as far as the page's status goes. */
interface Outcome {
  error?: unknown;
}

/** The HTTP status of an answer the page could not be rendered from (undefined when none). */
function failedStatus(outcome: Outcome): number | undefined {
  if (outcome.error === undefined) return undefined;
  const status = (outcome.error as { status?: unknown }).status;
  return typeof status === 'number' ? status : 503;
}

/**
 * The page's status: 404 for a shop that is not listed (the page says 'Shop not found'), 503
 * when an answer it needs failed (the page offers to try again, and the browser fetches again),
 * else 200.
 */
function pageStatus(main: Outcome, others: Outcome[]): number {
  const status = failedStatus(main);
  if (status === 404) return 404;
  if (status !== undefined || others.some((other) => failedStatus(other) !== undefined)) {
    return 503;
  }
  return 200;
}

/** The route the router matched, with its parameters as the page reads them (decoded). */
export interface MatchedRoute {
  path: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Loads what the route at `url` (matched as `route`) shows into `store`'s API cache; the status
 * the page should be sent with. Routes without server data resolve at once with 200.
 */
export async function loadRouteData(
  store: AppStore,
  url: URL,
  route: MatchedRoute,
): Promise<number> {
  if (route.path === routePaths.shop) {
    const slug = route.params.slug ?? '';
    const [page, promotions, reviews] = await Promise.all([
      store.dispatch(marketplaceApi.endpoints.getShopPage.initiate(slug)),
      store.dispatch(rewardsApi.endpoints.getShopPromotions.initiate(slug)),
      // The newest reviews' first page.
      store.dispatch(shopReviewsApi.endpoints.getShopReviews.initiate(slug)),
    ]);
    return pageStatus(page, [promotions, reviews]);
  }
  if (route.path === SHARED_POST_ROUTE) {
    // A shared post's page: a parameter that is no post id is the page's own 404.
    const postId = postIdOf(route.params.postId);
    if (postId === null) return 404;
    const slug = route.params.slug ?? '';
    return pageStatus(
      await store.dispatch(sharedPostApi.endpoints.getSharedPost.initiate({ slug, postId })),
      [],
    );
  }
  if (route.path === routePaths.customer) {
    const requested = filtersFromSearch(url.searchParams);
    const [districts, townships] = await Promise.all([
      store.dispatch(referenceApi.endpoints.getDistricts.initiate()),
      requested.district === undefined
        ? undefined
        : store.dispatch(referenceApi.endpoints.getDistrictTownships.initiate(requested.district)),
    ]);
    // As the page settles them: a township outside the district is dropped (the browser then
    // corrects its URL).
    const settled = settleTownship(
      requested,
      townships === undefined ? undefined : townships.isError ? null : townships.data,
    );
    if (settled.status !== 'settled') return 503;
    // The categories counted where the page counts them: in the district and township chosen.
    const [categories, shops] = await Promise.all([
      store.dispatch(
        categoryCountsApi.endpoints.getCategoryCounts.initiate(categoryCountPlace(settled.filters)),
      ),
      store.dispatch(marketplaceApi.endpoints.searchShops.initiate(settled.filters)),
    ]);
    return pageStatus(shops, [categories, districts, ...(townships ? [townships] : [])]);
  }
  return signedInRouteData(store, route);
}

/**
 * A signed-in page's data, asked as the page asks for it, with the session the render's store
 * started with (its token in each call's Authorization header): the merchant's dashboard, store
 * editor and inbox (today in Yangon, as the inbox opens on), the shopper's orders. The status is
 * 200 only when every answer came (the server otherwise sends the SPA's index.html).
 */
async function signedInRouteData(store: AppStore, route: MatchedRoute): Promise<number> {
  const state = store.getState();
  const merchantId = selectMerchantId(state);
  // Without the session a page needs, it asks for nothing (it sends the reader to sign in).
  const signedIn =
    SESSION_RENDERED_ROUTES[route.path ?? ''] === 'customer'
      ? selectCustomerToken(state) !== null
      : state.session.token !== null && merchantId !== null;
  if (!signedIn) return 200;
  const merchant = merchantId ?? 0;
  const all = async (queries: Array<Outcome | PromiseLike<Outcome>>) =>
    pageStatus({}, await Promise.all(queries));
  switch (route.path) {
    case routePaths.dashboard:
      return all([
        store.dispatch(dashboardApi.endpoints.getDashboard.initiate(merchant)),
        store.dispatch(dashboardApi.endpoints.getDashboardDesignEvents.initiate(merchant)),
      ]);
    case routePaths.store:
      return all([
        store.dispatch(storeApi.endpoints.getStore.initiate(merchant)),
        store.dispatch(storeApi.endpoints.getBranches.initiate(merchant)),
        store.dispatch(storeApi.endpoints.getCatalogue.initiate(merchant)),
        store.dispatch(referenceApi.endpoints.getCategories.initiate()),
        store.dispatch(referenceApi.endpoints.getTownships.initiate()),
        // What a profile not saved yet is prefilled with.
        store.dispatch(shopDetailsApi.endpoints.getShopDetails.initiate(merchant)),
        // A suspended shop's notice, with the operator's reason.
        store.dispatch(suspensionApi.endpoints.getMerchantSuspension.initiate(merchant)),
        // The newest reviews' first page.
        store.dispatch(storeReviewsApi.endpoints.getMerchantReviews.initiate(merchant)),
        // The townships the shop delivers to.
        store.dispatch(deliveryApi.endpoints.getDeliveryAreas.initiate(merchant)),
      ]);
    case routePaths.storeOrders: {
      // All at once, as the inbox's opening asks (inboxListeners.ts): a plan without orders
      // shows the upgrade, and the others' refusals (403) are then not the page's.
      const today = yangonToday(Date.now());
      const [plan, ...rest] = await Promise.all([
        store.dispatch(inboxApi.endpoints.getInboxStore.initiate(merchant)),
        store.dispatch(inboxApi.endpoints.getInboxBranches.initiate(merchant)),
        store.dispatch(inboxApi.endpoints.getInbox.initiate({ merchantId: merchant, date: today })),
        store.dispatch(inboxApi.endpoints.getBlockedCustomers.initiate(merchant)),
        store.dispatch(inboxApi.endpoints.getInboxCatalogue.initiate(merchant)),
        // 'Busy': the pauses of the shop and its branches.
        store.dispatch(inboxApi.endpoints.getBusyPauses.initiate(merchant)),
      ]);
      return pageStatus(plan, plan.data?.entitlements.orders === true ? rest : []);
    }
    case routePaths.myOrders:
      return all([
        store.dispatch(customerApi.endpoints.getCustomerActivity.initiate()),
        // The notifications card's SMS choice, shown once the shopper has an order.
        store.dispatch(pushApi.endpoints.getCustomerNotices.initiate()),
      ]);
    default:
      return 200;
  }
}
