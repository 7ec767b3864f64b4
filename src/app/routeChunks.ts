import { SHARED_POST_ROUTE } from '../../contract/socialPostRules';
import { routePaths } from './routes';

/**
 * The webpack chunk that holds each route's page (the `webpackChunkName` of its import in
 * router.tsx). The build writes the files of each into `route-preloads.json`, and the server
 * names them in a `Link: rel=preload` header with `index.html`, so that a visit's page arrives
 * with the entry's scripts instead of after them.
 */
export const routeChunks: Readonly<Record<string, string>> = {
  [routePaths.home]: 'home',
  [routePaths.register]: 'register',
  [routePaths.login]: 'login',
  [routePaths.signin]: 'login',
  [routePaths.otpVerification]: 'otp',
  [routePaths.forgotPassword]: 'login',
  [routePaths.billing]: 'billing',
  [routePaths.payment]: 'payment',
  [routePaths.paymentMethod]: 'payment',
  [routePaths.price]: 'price',
  [routePaths.customer]: 'customer',
  [routePaths.shop]: 'shop',
  // A shared post's page (Social Media Content add-on) is in the store page's chunk.
  [SHARED_POST_ROUTE]: 'shop',
  [routePaths.myLogin]: 'my',
  [routePaths.myOrders]: 'my',
  [routePaths.myCards]: 'my',
  [routePaths.training]: 'training',
  [routePaths.terms]: 'training',
  [routePaths.dashboard]: 'dashboard',
  [routePaths.receipt]: 'dashboard',
  [routePaths.store]: 'store',
  [routePaths.storeOrders]: 'store-orders',
  [routePaths.storePromotions]: 'store-promotions',
  [routePaths.storeLoyalty]: 'store-promotions',
  [routePaths.storeTeam]: 'store-promotions',
  [routePaths.storeDesigns]: 'store-promotions',
  [routePaths.storeInsights]: 'insights',
  [routePaths.staffLogin]: 'login',
  [routePaths.admin]: 'admin',
  [routePaths.additionalFeatures.socialMedia]: 'features',
  [routePaths.additionalFeatures.orders]: 'features',
  [routePaths.additionalFeatures.advertisement]: 'features',
  [routePaths.additionalFeatures.analytics]: 'features',
  [routePaths.additionalFeatures.branches]: 'features',
  [routePaths.additionalFeatures.designs]: 'features',
};

/** The chunk of every other path: the router's catch-all page. */
export const NOT_FOUND_CHUNK = 'training';
