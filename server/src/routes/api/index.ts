/** Every call of the API; registered under `/api`, with paths taken from the shared contract. */
import type { FastifyPluginAsync } from 'fastify';
import adminAuditRoutes from './admin/audit';
import adminDesignRoutes from './admin/designs';
import adminExportRoutes from './admin/exports';
import adminMerchantRoutes from './admin/merchants';
import adminModerationRoutes from './admin/moderation';
import adminOverviewRoutes from './admin/overview';
import adminPaymentRoutes from './admin/payments';
import operatorSessionRoutes from './admin/session';
import adminPriceRoutes from './admin/prices';
import adminReviewRoutes from './admin/reviews';
import calculatorRoutes from './backend/calculator';
import contactRoutes from './backend/contact';
import customerLoyaltyRoutes from './customer/loyalty';
import customerOrderRoutes from './customer/orders';
import customerQuoteRoutes from './customer/quote';
import customerPostRoutes from './customer/posts';
import customerReservationRoutes from './customer/reservations';
import customerReviewRoutes from './customer/reviews';
import customerSessionRoutes from './customer/session';
import referenceRoutes from './backend/reference';
import liveEventRoutes from './live/events';
import marketplaceBannerRoutes from './marketplace/banner';
import marketplaceCategoryRoutes from './marketplace/categories';
import marketplaceReportRoutes from './marketplace/reports';
import marketplaceReviewRoutes from './marketplace/reviews';
import marketplaceShopRoutes from './marketplace/shops';
import sharedPostRoutes from './marketplace/sharedPosts';
import merchantBillingRoutes from './merchant/billing';
import merchantCheckoutRoutes from './merchant/checkout';
import merchantDashboardRoutes from './merchant/dashboard';
import merchantOrderRoutes from './merchant/orders';
import merchantOtpRoutes from './merchant/otp';
import passwordResetRoutes from './merchant/passwordReset';
import merchantPaymentRoutes from './merchant/payments';
import merchantPlanRoutes from './merchant/plans';
import merchantPlanBillingRoutes from './merchant/planBilling';
import sessionRoutes from './merchant/session';
import merchantStoreRoutes from './merchant/store';
import merchantBannerRoutes from './merchant/storeBanner';
import merchantCatalogueRoutes from './merchant/storeCatalogue';
import merchantDesignRoutes from './merchant/storeDesigns';
import merchantLoyaltyRoutes from './merchant/storeLoyalty';
import merchantStoreOrderRoutes from './merchant/storeOrders';
import merchantPhotoRoutes from './merchant/storePhotos';
import merchantPromoCodeRoutes from './merchant/storePromoCodes';
import merchantPostRoutes from './merchant/storePosts';
import merchantReservationRoutes from './merchant/storeReservations';
import merchantReviewRoutes from './merchant/storeReviews';
import merchantOptionRoutes from './merchant/storeOptions';
import merchantDeliveryRoutes from './merchant/storeDelivery';
import merchantInsightRoutes from './merchant/storeInsights';
import teamRoutes from './merchant/team';
import merchantNotificationRoutes from './merchant/notifications';
import customerNotificationRoutes from './customer/notifications';
import photoRoutes from './photos';
import paymentCallbackRoutes from './payments/callback';

/** The route plugins, in the order they are registered. */
const routePlugins: Record<string, FastifyPluginAsync> = {
  referenceRoutes,
  calculatorRoutes,
  contactRoutes,
  sessionRoutes,
  merchantPlanRoutes,
  merchantOrderRoutes,
  merchantPlanBillingRoutes,
  merchantPaymentRoutes,
  merchantCheckoutRoutes,
  paymentCallbackRoutes,
  merchantBillingRoutes,
  merchantDashboardRoutes,
  marketplaceShopRoutes,
  marketplaceCategoryRoutes,
  merchantStoreRoutes,
  merchantCatalogueRoutes,
  merchantPhotoRoutes,
  photoRoutes,
  merchantOtpRoutes,
  passwordResetRoutes,
  customerSessionRoutes,
  customerOrderRoutes,
  merchantStoreOrderRoutes,
  customerReservationRoutes,
  merchantReservationRoutes,
  teamRoutes,
  liveEventRoutes,
  merchantNotificationRoutes,
  customerNotificationRoutes,
  merchantPromoCodeRoutes,
  customerQuoteRoutes,
  merchantPostRoutes,
  customerPostRoutes,
  merchantBannerRoutes,
  marketplaceBannerRoutes,
  merchantLoyaltyRoutes,
  customerLoyaltyRoutes,
  sharedPostRoutes,
  merchantInsightRoutes,
  adminOverviewRoutes,
  adminMerchantRoutes,
  adminAuditRoutes,
  adminExportRoutes,
  operatorSessionRoutes,
  marketplaceReportRoutes,
  adminModerationRoutes,
  adminPaymentRoutes,
  adminPriceRoutes,
  merchantDesignRoutes,
  adminDesignRoutes,
  customerReviewRoutes,
  marketplaceReviewRoutes,
  merchantReviewRoutes,
  adminReviewRoutes,
  merchantOptionRoutes,
  merchantDeliveryRoutes,
};

/**
 * Each plugin carries its name: without one, Fastify names a plugin by searching the whole module
 * cache for it, twice per registration, which under Jest (thousands of modules behind a proxy) was
 * a tenth of building an app.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');
for (const [name, plugin] of Object.entries(routePlugins)) {
  Object.assign(plugin, { [DISPLAY_NAME]: name });
}

const apiRoutes: FastifyPluginAsync = async (fastify) => {
  for (const plugin of Object.values(routePlugins)) await fastify.register(plugin);
};
Object.assign(apiRoutes, { [DISPLAY_NAME]: 'apiRoutes' });

export default apiRoutes;
