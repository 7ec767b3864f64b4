/** Every call of the API; registered under `/api`, with paths taken from the shared contract. */
import type { FastifyPluginAsync } from 'fastify';
import calculatorRoutes from './backend/calculator';
import contactRoutes from './backend/contact';
import customerSessionRoutes from './customer/session';
import referenceRoutes from './backend/reference';
import liveEventRoutes from './live/events';
import marketplaceCategoryRoutes from './marketplace/categories';
import marketplaceShopRoutes from './marketplace/shops';
import merchantBillingRoutes from './merchant/billing';
import merchantDashboardRoutes from './merchant/dashboard';
import merchantOrderRoutes from './merchant/orders';
import merchantOtpRoutes from './merchant/otp';
import merchantPaymentRoutes from './merchant/payments';
import merchantPlanRoutes from './merchant/plans';
import sessionRoutes from './merchant/session';
import merchantStoreRoutes from './merchant/store';
import merchantCatalogueRoutes from './merchant/storeCatalogue';
import merchantPhotoRoutes from './merchant/storePhotos';
import photoRoutes from './photos';

const apiRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(referenceRoutes);
  await fastify.register(calculatorRoutes);
  await fastify.register(contactRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(merchantPlanRoutes);
  await fastify.register(merchantOrderRoutes);
  await fastify.register(merchantPaymentRoutes);
  await fastify.register(merchantBillingRoutes);
  await fastify.register(merchantDashboardRoutes);
  await fastify.register(marketplaceShopRoutes);
  await fastify.register(marketplaceCategoryRoutes);
  await fastify.register(merchantStoreRoutes);
  await fastify.register(merchantCatalogueRoutes);
  await fastify.register(merchantPhotoRoutes);
  await fastify.register(photoRoutes);
  await fastify.register(merchantOtpRoutes);
  await fastify.register(customerSessionRoutes);
  await fastify.register(liveEventRoutes);
};

export default apiRoutes;
