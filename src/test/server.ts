/**
 * The fake network of component tests (MSW). Handlers here answer the calls most screens make;
 * a test adds or replaces handlers with `server.use(...)`. Unhandled requests fail the test
 * (setupTests.ts listens with onUnhandledRequest: 'error').
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  CalculatorAddon,
  CalculatorPlan,
  CategoriesResponse,
  District,
  ErrorBody,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  Township,
} from '@contract';
import type { AddAddonRequest, AddPlanRequest, AddonType, Plan } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { TOKEN_NOT_VALID } from '@contract/messages';
import { absoluteApiBase } from '../app/config';
import { seedData as seed } from '../../server/src/db/seedData';
import { seededTownshipsOf } from './marketplaceFixtures';
import { createFakeMarketplace } from './marketplaceHandlers';
import { defaultStoreHandlers } from './storeHandlers';
import { defaultOrderSummaryHandlers } from './orderSummaryHandlers';
import { defaultCheckoutHandlers } from './checkoutHandlers';
import { defaultPushHandlers } from './pushHandlers';
import { reviewPaths } from '@contract/reviewPaths';
import type { ReviewableVisitsResponse } from '@contract/reviews';

/** The absolute URL of an API path, as the app calls it. */
export const apiUrl = (path: string): string => `${absoluteApiBase()}${path.replace(/^\//, '')}`;

/*
 * The reference data is the server's own seed (server/src/db/seedData.ts), numbered as the server
 * numbers it on a fresh database: component tests see what the app shows, never a copy that drifts.
 */
export const sampleDistricts: District[] = seed.districts.map((d, i) => ({
  id: i + 1,
  name: d.name,
  name_my: seed.burmese?.districts[d.code] ?? null,
}));
export const sampleTownships: Township[] = seed.districts
  .flatMap((d) => d.townships)
  .map((name, i) => ({ id: i + 1, name, name_my: seed.burmese?.townships[name] ?? null }));
export const sampleCategories: CategoriesResponse = {
  categories: seed.categories.map((name, i) => ({
    id: i + 1,
    name,
    name_my: seed.burmese?.categories[name] ?? null,
  })),
};

/** The calculator's rows: seven, the seventh being the one that can never be selected. */
export const sampleCalculatorAddons: CalculatorAddon[] = seed.calculatorAddons;
export const sampleCalculatorPlans: CalculatorPlan[] = seed.calculatorPlans;

/** A registered merchant: the login handler accepts this phone with this password. */
export const sampleAccount: LoginResponse & { password: string } = {
  token: 'tok-login',
  password: 'correct horse battery',
  user: {
    userid: 7,
    username: 'Aye Aye',
    shopname: 'Golden Tea House',
    merchantid: 3,
    phone: '09420000001',
    email: 'aye@example.com',
  },
  merchantUser: { merchant_id: 3, district_merchant_id: 'YGN-E-3' },
};

/** What the registration handler answers: the merchant as registered, with a new token. */
export const registeredMerchant = (body: RegisterRequest): RegisterResponse => ({
  status: true,
  message: 'Registration successful',
  data: {
    token: 'tok-registered',
    user: {
      userid: 11,
      username: body.username,
      shopname: body.shopname,
      merchantid: 5,
      phone: body.phone,
      email: body.email,
    },
    merchant: { name: body.shopname, id: 5 },
  },
});

/** The public plans (basic, Standard, Premium) and add-on types. */
export const samplePlans: Plan[] = seed.plans;
export const sampleAddonTypes: AddonType[] = seed.addonTypes;

const tokenNotValid = (): Response =>
  HttpResponse.json<ErrorBody>({ message: TOKEN_NOT_VALID }, { status: 401 });
const hasBearer = (request: Request): boolean =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');

export const handlers = [
  // The landing page's public calls: its Category List and its Contact Us form.
  http.get(apiUrl(apiPaths.publicCategories), () => HttpResponse.json(sampleCategories.categories)),
  http.post(apiUrl(apiPaths.contact), () =>
    HttpResponse.json(
      { status: true, message: 'Your message has been sent.', data: { id: 1 } },
      { status: 201 },
    ),
  ),
  http.get(apiUrl(apiPaths.getDistricts), () => HttpResponse.json(sampleDistricts)),
  http.get(apiUrl(apiPaths.getTownships), () => HttpResponse.json(sampleTownships)),
  // The OTP screen's read of a code already sent: none (fakeOtpServer answers for its phone).
  http.get(apiUrl(apiPaths.otpStatus), () =>
    HttpResponse.json({ phone: '09420000001', verified_at: null, challenge: null }),
  ),
  http.get(apiUrl(apiPaths.districtTownships), ({ params }) => {
    const id = Number(params.districtId);
    return sampleDistricts.some((district) => district.id === id)
      ? HttpResponse.json(seededTownshipsOf(id))
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  // The public marketplace over the fixture shops (marketplaceFixtures.ts).
  ...createFakeMarketplace().handlers,
  // A shopper's visits to rate: none, unless a test says.
  http.get(apiUrl(reviewPaths.customerReviewVisits), () =>
    HttpResponse.json<ReviewableVisitsResponse>({ visits: [] }),
  ),
  // The signed-in shopper (the store page asks for their last delivery address): none kept.
  http.get(apiUrl(apiPaths.customerMe), () =>
    HttpResponse.json({ id: 3, phone: '09420000001', name: 'Ko Aung' }),
  ),
  http.get(apiUrl(apiPaths.getCategories), ({ request }) =>
    hasBearer(request) ? HttpResponse.json(sampleCategories) : tokenNotValid(),
  ),
  http.post(apiUrl(apiPaths.logout), ({ request }) =>
    hasBearer(request) ? new HttpResponse(null, { status: 204 }) : tokenNotValid(),
  ),
  http.post(apiUrl(apiPaths.register), async ({ request }) =>
    HttpResponse.json(registeredMerchant((await request.json()) as RegisterRequest)),
  ),
  http.post(apiUrl(apiPaths.login), async ({ request }) => {
    const { phone, password } = (await request.json()) as LoginRequest;
    const { password: expected, ...answer } = sampleAccount;
    return phone === sampleAccount.user.phone && password === expected
      ? HttpResponse.json(answer)
      : HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 });
  }),
  http.get(apiUrl(apiPaths.calculatorPlans), () => HttpResponse.json(sampleCalculatorPlans)),
  http.get(apiUrl(apiPaths.calculatorAddons), () => HttpResponse.json(sampleCalculatorAddons)),
  http.get(apiUrl(apiPaths.getPlansPublic), () => HttpResponse.json(samplePlans)),
  http.get(apiUrl(apiPaths.getAddons), () => HttpResponse.json(sampleAddonTypes)),
  http.post(apiUrl(`${apiPaths.addPlan}/:merchantId`), async ({ request, params }) => {
    if (!hasBearer(request)) return tokenNotValid();
    const body = (await request.json()) as AddPlanRequest;
    const data = { merchant_id: Number(params.merchantId), ...body };
    return HttpResponse.json({ status: true, message: 'Plan added to your order', data });
  }),
  http.post(apiUrl(`${apiPaths.addAddon}/:merchantId`), async ({ request }) => {
    if (!hasBearer(request)) return tokenNotValid();
    const { addon_type_id, quantity, remark = '' } = (await request.json()) as AddAddonRequest;
    const data = { addon_type_id, quantity, remark };
    return HttpResponse.json({ status: true, message: 'Add-on added to your order', data });
  }),
  // Billing and dashboard defaults: no pending order, nothing paid yet (see billingHandlers.ts).
  http.get(apiUrl(`${apiPaths.pendingOrder}/:merchantId`), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({ message: 'No pending order' }, { status: 404 })
      : tokenNotValid(),
  ),
  http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({
          subscription: null,
          addons: [],
          payments: [],
          reminders: [],
          phone: sampleAccount.user.phone,
          phone_verified_at: null,
          setup: {
            plan_ordered: false,
            plan_in_force: false,
            profile_saved: false,
            item_count: 0,
            published: false,
            slug: null,
          },
          today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
        })
      : tokenNotValid(),
  ),
  // No design step of the designer's waits for the merchant (the dashboard's notice).
  http.get(apiUrl(apiPaths.merchantDesignEvents), ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ unseen: 0, events: [] }) : tokenNotValid(),
  ),
  // What the merchant has told about the shop: by default nothing beyond the account's name,
  // phone and email (a test of prefilled forms answers more).
  http.get(apiUrl(apiPaths.shopDetails), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({
          shop_name: sampleAccount.user.shopname ?? '',
          district_id: null,
          township_id: null,
          address: null,
          category_id: null,
          phone: sampleAccount.user.phone ?? '',
          email: sampleAccount.user.email ?? '',
          slug: null,
        })
      : tokenNotValid(),
  ),
  // The store editor's reads: a store not made yet (see storeHandlers.ts).
  ...defaultStoreHandlers,
  // No plan order pending: /billing is the shop fee screen (see orderSummaryHandlers.ts).
  ...defaultOrderSummaryHandlers,
  // Nothing to pay on /payment: its sample page (see checkoutHandlers.ts).
  ...defaultCheckoutHandlers,
  ...defaultPushHandlers,
];

export const server = setupServer(...handlers);
