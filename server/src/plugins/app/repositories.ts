/** The repositories over `fastify.db`: the only code that speaks SQL. */
import fp from 'fastify-plugin';
import { createAccountRepository } from '../../repositories/accounts';
import { createAdminMerchantRepository } from '../../repositories/adminMerchants';
import { createAdminOverviewRepository } from '../../repositories/adminOverview';
import { createBannerRepository } from '../../repositories/banners';
import { createBlockedCustomerRepository } from '../../repositories/blockedCustomers';
import { createBusyRepository } from '../../repositories/busy';
import { createCheckoutRepository } from '../../repositories/checkouts';
import { createCatalogueRepository } from '../../repositories/catalogue';
import { createContactRepository } from '../../repositories/contact';
import { createCustomerRepository } from '../../repositories/customers';
import { createDashboardRepository } from '../../repositories/dashboard';
import { createEntitlementRepository } from '../../repositories/entitlements';
import { createInsightsRepository } from '../../repositories/insights';
import { createLiveEventRepository } from '../../repositories/liveEvents';
import { createLoyaltyRepository } from '../../repositories/loyalty';
import { createMarketplaceRepository } from '../../repositories/marketplace';
import { createSitemapRepository } from '../../repositories/sitemap';
import { createMerchantPhoneRepository } from '../../repositories/merchantPhones';
import { createModerationRepository } from '../../repositories/moderation';
import { createOrderRepository } from '../../repositories/orders';
import { createOtpChallengeRepository } from '../../repositories/otpChallenges';
import { createPartnerCodeRepository } from '../../repositories/partnerCodes';
import { createPasswordResetRepository } from '../../repositories/passwordResets';
import { createPaymentRepository, type PaymentTerms } from '../../repositories/payments';
import { createPhotoRepository } from '../../repositories/photos';
import { createPriceChangeRepository } from '../../repositories/priceChanges';
import { createPlanBillingRepository } from '../../repositories/planBilling';
import { createPromoCodeRepository } from '../../repositories/promoCodes';
import { createPostRepository } from '../../repositories/posts';
import { createReferenceRepository } from '../../repositories/reference';
import { createReservationRepository } from '../../repositories/reservations';
import { createReviewRepository } from '../../repositories/reviews';
import { createItemOptionRepository } from '../../repositories/itemOptions';
import { createDeliveryAreaRepository } from '../../repositories/deliveryAreas';
import { createShopOrderRepository } from '../../repositories/shopOrders';
import { createStoreRepository } from '../../repositories/stores';
import { createSubscriptionLifeRepository } from '../../repositories/subscriptionLife';
import { createTeamRepository } from '../../repositories/team';
import { createTokenRepository } from '../../repositories/tokens';

function createRepositories(
  db: Parameters<typeof createReferenceRepository>[0],
  paymentTerms: PaymentTerms,
) {
  const payments = createPaymentRepository(db, paymentTerms);
  return {
    reference: createReferenceRepository(db),
    accounts: createAccountRepository(db),
    team: createTeamRepository(db),
    tokens: createTokenRepository(db),
    orders: createOrderRepository(db),
    payments,
    checkouts: createCheckoutRepository(db, payments),
    planBilling: createPlanBillingRepository(db),
    dashboard: createDashboardRepository(db),
    contact: createContactRepository(db),
    entitlements: createEntitlementRepository(db),
    marketplace: createMarketplaceRepository(db),
    sitemap: createSitemapRepository(db),
    stores: createStoreRepository(db),
    catalogue: createCatalogueRepository(db),
    photos: createPhotoRepository(db),
    otpChallenges: createOtpChallengeRepository(db),
    merchantPhones: createMerchantPhoneRepository(db),
    liveEvents: createLiveEventRepository(db),
    customers: createCustomerRepository(db),
    reservations: createReservationRepository(db),
    shopOrders: createShopOrderRepository(db),
    blockedCustomers: createBlockedCustomerRepository(db),
    busy: createBusyRepository(db),
    promoCodes: createPromoCodeRepository(db),
    posts: createPostRepository(db),
    banners: createBannerRepository(db),
    loyalty: createLoyaltyRepository(db),
    subscriptionLife: createSubscriptionLifeRepository(db),
    partnerCodes: createPartnerCodeRepository(db),
    priceChanges: createPriceChangeRepository(db),
    passwordResets: createPasswordResetRepository(db),
    adminOverview: createAdminOverviewRepository(db),
    adminMerchants: createAdminMerchantRepository(db),
    moderation: createModerationRepository(db),
    reviews: createReviewRepository(db),
    itemOptions: createItemOptionRepository(db),
    deliveryAreas: createDeliveryAreaRepository(db),
    insights: createInsightsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'repositories',
      createRepositories(fastify.db, {
        graceDays: fastify.config.subscriptionLife.graceDays,
        seller: fastify.config.payments.seller,
      }),
    );
  },
  { name: 'repositories', dependencies: ['database'] },
);
