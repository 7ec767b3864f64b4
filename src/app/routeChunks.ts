import { paths } from './paths';

/**
 * The webpack chunk that holds each route's page (the `webpackChunkName` of its import in
 * router.tsx). The build writes the files of each into `route-preloads.json`, and the server
 * names them in a `Link: rel=preload` header with `index.html`, so that a visit's page arrives
 * with the entry's scripts instead of after them.
 */
export const routeChunks: Readonly<Record<string, string>> = {
  [paths.home]: 'home',
  [paths.register]: 'register',
  [paths.login]: 'login',
  [paths.signin]: 'login',
  [paths.otpVerification]: 'otp',
  [paths.billing]: 'billing',
  [paths.payment]: 'payment',
  [paths.paymentMethod]: 'payment-method',
  [paths.price]: 'price',
  [paths.customer]: 'customer',
  [paths.training]: 'training',
  [paths.dashboard]: 'dashboard',
  [paths.additionalFeatures.socialMedia]: 'feature-social-media',
  [paths.additionalFeatures.orders]: 'feature-orders',
  [paths.additionalFeatures.advertisement]: 'feature-advertisement',
  [paths.additionalFeatures.analytics]: 'feature-analytics',
  [paths.additionalFeatures.branches]: 'feature-branches',
  [paths.additionalFeatures.designs]: 'feature-designs',
};

/** The chunk of every other path: the router's catch-all page. */
export const NOT_FOUND_CHUNK = 'not-found';
