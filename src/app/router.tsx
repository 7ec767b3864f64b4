import { isValidElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RootErrorPage, RouteErrorPage } from './ErrorPages';
import { routePaths } from './routes';
import { loadScreenChunks } from '../i18n/languageListeners';
import { initialLanguageState, type LanguageState } from '../i18n/languageSlice';
import type { CatalogueChunk } from '../i18n/namespaces';

/** The language state the pages load their words for (the app's store, once the router is made). */
let readLanguageState: () => LanguageState = () => initialLanguageState;

/** Where the pages read the language their words load in: the app's store, or a server render's. */
export function readPageLanguageFrom(languageState: () => LanguageState): void {
  readLanguageState = languageState;
}

/** A page of the route table: its component, and what loads its code and words. */
export type RoutePage = FunctionComponent & {
  /** Loads the page's code and words (once); the page then renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy over a named export: every page is its own chunk, loaded when first visited, beside
 * the catalogue chunks of its words, so a page never renders before its words have arrived. Once
 * loaded, the page renders at once rather than through React.lazy, which suspends at its first
 * render whatever its promise: a page the server rendered is loaded before React takes it over
 * (`preloadMatchedPages`), so that it hydrates in one pass. Left to suspend, the page's boundary
 * would wait with the server's HTML, and the shell's next render (right after hydration) would
 * make React drop that HTML for the spinner, then draw the page anew.
 */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  chunks: readonly CatalogueChunk[] | (() => readonly CatalogueChunk[]) = [],
): RoutePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      loadScreenChunks(readLanguageState(), typeof chunks === 'function' ? chunks() : chunks),
    ]).then(
      ([module]) => {
        loaded = module[name] as ComponentType;
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.displayName = name;
  return Object.assign(Page, { preload });
}

const HomePage = page(
  async () => {
    const home = await import(/* webpackChunkName: "home" */ '../features/marketing/HomePage');
    // A URL naming a lower section shows them all at once: their code comes with the page (a
    // page rendered ahead of time, on the server, has no hash).
    if (process.env.RENDER_TARGET !== 'server' && window.location.hash) {
      await home.loadLowerSections();
    }
    return home;
  },
  'HomePage',
  // Its lower sections fetch their words after the first paint; a URL naming one of them
  // (/#features, /#contact) shows them all at once, so their words come with the page.
  () =>
    process.env.RENDER_TARGET !== 'server' && window.location.hash ? ['landing', 'contact'] : [],
);
const RegisterPage = page(
  () => import(/* webpackChunkName: "register" */ '../features/registration/RegisterPage'),
  'RegisterPage',
  ['account'],
);
const LoginPage = page(
  () => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'),
  'LoginPage',
  ['account'],
);
// In the login page's chunk: one fewer chunk for the runtime that `/` loads.
const ForgotPasswordPage = page(
  () => import(/* webpackChunkName: "login" */ '../features/passwordReset/ForgotPasswordPage'),
  'ForgotPasswordPage',
  ['account'],
);
// A team member's sign-in shares the login page's chunk (and its words).
const StaffLoginPage = page(
  () => import(/* webpackChunkName: "login" */ '../features/team/StaffLoginPage'),
  'StaffLoginPage',
  ['account'],
);
const OtpVerificationPage = page(
  () => import(/* webpackChunkName: "otp" */ '../features/otp/OtpVerificationPage'),
  'OtpVerificationPage',
  ['account'],
);
const BillingPage = page(
  () => import(/* webpackChunkName: "billing" */ '../features/billing/BillingPage'),
  'BillingPage',
  ['payment', 'names'],
);
const PaymentPage = page(
  () => import(/* webpackChunkName: "payment" */ '../features/payment/PaymentPage'),
  'PaymentPage',
  // The pending order's plan is named in the reader's language.
  ['payment', 'names'],
);
const PaymentMethodPage = page(
  () => import(/* webpackChunkName: "payment" */ '../features/payment/PaymentMethodPage'),
  'PaymentMethodPage',
  ['payment'],
);
const PricePage = page(
  () => import(/* webpackChunkName: "price" */ '../features/plans/PricePage'),
  'PricePage',
  ['plans', 'names'],
);
const MarketplacePage = page(
  () => import(/* webpackChunkName: "customer" */ '../features/marketplace/MarketplacePage'),
  'MarketplacePage',
  ['marketplace'],
);
/** The store page's module, which also exports a shared post's page (one import for `/` to map). */
const loadShopPage = () =>
  import(/* webpackChunkName: "shop" */ '../features/marketplace/ShopPage');
const ShopPage = page(
  loadShopPage,
  'ShopPage',
  // The rewards and posts' words travel with the customer's.
  ['marketplace', 'customer'],
);
const SharedPostPage = page(loadShopPage, 'PostPage', ['marketplace', 'customer']);
const CustomerLoginPage = page(
  () => import(/* webpackChunkName: "my" */ '../features/customer/CustomerLoginPage'),
  'CustomerLoginPage',
  ['customer'],
);
// The customer's own pages (/my/orders, /my/cards) and the merchant's promotions and loyalty pages
// each share a chunk: every chunk is one more entry in the runtime that `/` loads.
const CustomerOrdersPage = page(
  () => import(/* webpackChunkName: "my" */ '../features/customer/CustomerOrdersPage'),
  'CustomerOrdersPage',
  ['customer'],
);
const CustomerCardsPage = page(
  () => import(/* webpackChunkName: "my" */ '../features/customer/CustomerCardsPage'),
  'CustomerCardsPage',
  ['customer'],
);
const TrainingPage = page(
  () => import(/* webpackChunkName: "training" */ '../features/marketing/TrainingPage'),
  'TrainingPage',
  ['pages'],
);
// The terms share the training page's chunk: one fewer entry in the runtime that `/` loads.
const TermsPage = page(
  () => import(/* webpackChunkName: "training" */ '../features/terms/TermsPage'),
  'TermsPage',
  ['pages'],
);
const DashboardPage = page(
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
  'DashboardPage',
  ['dashboard', 'names'],
);
// A receipt shares the dashboard's chunk (and its words): one fewer for the runtime `/` loads.
const ReceiptPage = page(
  () => import(/* webpackChunkName: "dashboard" */ '../features/receipts/ReceiptPage'),
  'ReceiptPage',
  ['dashboard', 'names'],
);
const StorePage = page(
  () => import(/* webpackChunkName: "store" */ '../features/store/StorePage'),
  'StorePage',
  ['store', 'names'],
);
const InboxPage = page(
  () => import(/* webpackChunkName: "store-orders" */ '../features/orders/InboxPage'),
  'InboxPage',
  ['orders'],
);
const PromotionsPage = page(
  () => import(/* webpackChunkName: "store-promotions" */ '../features/promotions/PromotionsPage'),
  'PromotionsPage',
  // The photo fields' words are the store editor's.
  ['promotions', 'store'],
);
const LoyaltyPage = page(
  () => import(/* webpackChunkName: "store-promotions" */ '../features/loyalty/LoyaltyPage'),
  'LoyaltyPage',
  // The card logo's photo field speaks the store editor's words.
  ['promotions', 'store'],
);
// Its chart library (uPlot) comes with this chunk alone.
const InsightsPage = page(
  () => import(/* webpackChunkName: "insights" */ '../features/insights/InsightsPage'),
  'InsightsPage',
  ['dashboard'],
);
// The team and the design requests share the promotions' chunk: one fewer entry each in the
// runtime that `/` loads.
const TeamPage = page(
  () => import(/* webpackChunkName: "store-promotions" */ '../features/team/TeamPage'),
  'TeamPage',
  // The notifications card's words are the inbox's.
  ['account', 'orders'],
);
const StoreDesignsPage = page(
  () => import(/* webpackChunkName: "store-promotions" */ '../features/designs/StoreDesignsPage'),
  'StoreDesignsPage',
  ['promotions'],
);
// The six add-on pages are one page (told apart by path) in one chunk: five fewer entries in the
// runtime that `/` loads.
const AdditionalFeaturePage = page(
  () =>
    import(
      /* webpackChunkName: "features" */ '../features/marketing/additionalFeatures/FeaturePage'
    ),
  'AdditionalFeaturePage',
  ['pages'],
);
const AdminPage = page(
  () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminPage'),
  'AdminPage',
  ['admin', 'names'],
);
const NotFoundPage = page(
  () => import(/* webpackChunkName: "training" */ './NotFoundPage'),
  'NotFoundPage',
  // Its words are the information pages', out of the words `/` loads.
  ['pages'],
);

/** Every route of the route table, inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: routePaths.register, element: <RegisterPage /> },
          { path: routePaths.login, element: <LoginPage /> },
          { path: routePaths.signin, element: <LoginPage /> },
          { path: routePaths.otpVerification, element: <OtpVerificationPage /> },
          { path: routePaths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: routePaths.billing, element: <BillingPage /> },
          { path: routePaths.payment, element: <PaymentPage /> },
          { path: routePaths.paymentMethod, element: <PaymentMethodPage /> },
          { path: routePaths.price, element: <PricePage /> },
          { path: routePaths.customer, element: <MarketplacePage /> },
          { path: routePaths.shop, element: <ShopPage /> },
          // SHARED_POST_ROUTE (contract/socialPostRules.ts), written out: importing it costs `/`.
          { path: '/shops/:slug/posts/:postId', element: <SharedPostPage /> },
          { path: routePaths.myLogin, element: <CustomerLoginPage /> },
          { path: routePaths.myOrders, element: <CustomerOrdersPage /> },
          { path: routePaths.myCards, element: <CustomerCardsPage /> },
          { path: routePaths.training, element: <TrainingPage /> },
          { path: routePaths.terms, element: <TermsPage /> },
          { path: routePaths.dashboard, element: <DashboardPage /> },
          { path: routePaths.receipt, element: <ReceiptPage /> },
          { path: routePaths.store, element: <StorePage /> },
          { path: routePaths.storeOrders, element: <InboxPage /> },
          { path: routePaths.storePromotions, element: <PromotionsPage /> },
          { path: routePaths.storeLoyalty, element: <LoyaltyPage /> },
          { path: routePaths.storeTeam, element: <TeamPage /> },
          { path: routePaths.storeDesigns, element: <StoreDesignsPage /> },
          { path: routePaths.storeInsights, element: <InsightsPage /> },
          { path: routePaths.staffLogin, element: <StaffLoginPage /> },
          { path: routePaths.additionalFeatures.socialMedia, element: <AdditionalFeaturePage /> },
          { path: routePaths.additionalFeatures.orders, element: <AdditionalFeaturePage /> },
          { path: routePaths.additionalFeatures.advertisement, element: <AdditionalFeaturePage /> },
          { path: routePaths.additionalFeatures.analytics, element: <AdditionalFeaturePage /> },
          { path: routePaths.additionalFeatures.branches, element: <AdditionalFeaturePage /> },
          { path: routePaths.additionalFeatures.designs, element: <AdditionalFeaturePage /> },
          { path: routePaths.admin, element: <AdminPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's router; its pages load their words in the language `languageState` reads. */
export function createAppRouter(languageState: () => LanguageState) {
  readPageLanguageFrom(languageState);
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

const isRoutePage = (type: unknown): type is RoutePage =>
  typeof type === 'function' && typeof (type as Partial<RoutePage>).preload === 'function';

/**
 * Loads the code and words of the pages `router` is on (src/app/start.tsx, before it hydrates a
 * page the server rendered). A page that fails to load is left to its route's error page.
 */
export async function preloadMatchedPages(router: AppRouter): Promise<void> {
  await Promise.all(
    router.state.matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return isRoutePage(type) ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}
