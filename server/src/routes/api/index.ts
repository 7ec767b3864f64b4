/** Every call of the API; registered under `/api`, with paths taken from the shared contract. */
import type { FastifyPluginAsync } from 'fastify';
import calculatorRoutes from './backend/calculator';
import contactRoutes from './backend/contact';
import referenceRoutes from './backend/reference';
import merchantBillingRoutes from './merchant/billing';
import merchantDashboardRoutes from './merchant/dashboard';
import merchantOrderRoutes from './merchant/orders';
import merchantOtpRoutes from './merchant/otp';
import merchantPaymentRoutes from './merchant/payments';
import merchantPlanRoutes from './merchant/plans';
import sessionRoutes from './merchant/session';

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
  await fastify.register(merchantOtpRoutes);
};

export default apiRoutes;
