import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RootErrorPage, RouteErrorPage } from './ErrorPages';
import { routePaths } from './routes';

/** React.lazy over a named export: every page is its own chunk, loaded when first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = page(
  () => import(/* webpackChunkName: "home" */ '../features/marketing/HomePage'),
  'HomePage',
);
const RegisterPage = page(
  () => import(/* webpackChunkName: "register" */ '../features/registration/RegisterPage'),
  'RegisterPage',
);
const LoginPage = page(
  () => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'),
  'LoginPage',
);
const OtpVerificationPage = page(
  () => import(/* webpackChunkName: "otp" */ '../features/otp/OtpVerificationPage'),
  'OtpVerificationPage',
);
const BillingPage = page(
  () => import(/* webpackChunkName: "billing" */ '../features/billing/BillingPage'),
  'BillingPage',
);
const PaymentPage = page(
  () => import(/* webpackChunkName: "payment" */ '../features/payment/PaymentPage'),
  'PaymentPage',
);
const PaymentMethodPage = page(
  () => import(/* webpackChunkName: "payment-method" */ '../features/payment/PaymentMethodPage'),
  'PaymentMethodPage',
);
const PricePage = page(
  () => import(/* webpackChunkName: "price" */ '../features/plans/PricePage'),
  'PricePage',
);
const CustomerPage = page(
  () => import(/* webpackChunkName: "customer" */ '../features/marketing/CustomerPage'),
  'CustomerPage',
);
const TrainingPage = page(
  () => import(/* webpackChunkName: "training" */ '../features/marketing/TrainingPage'),
  'TrainingPage',
);
const DashboardPage = page(
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
  'DashboardPage',
);
const SocialMediaPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-social-media" */ '../features/marketing/additionalFeatures/SocialMediaPage'
    ),
  'SocialMediaPage',
);
const OrdersPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-orders" */ '../features/marketing/additionalFeatures/OrdersPage'
    ),
  'OrdersPage',
);
const AdvertisementPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-advertisement" */ '../features/marketing/additionalFeatures/AdvertisementPage'
    ),
  'AdvertisementPage',
);
const AnalyticsPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-analytics" */ '../features/marketing/additionalFeatures/AnalyticsPage'
    ),
  'AnalyticsPage',
);
const BranchesPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-branches" */ '../features/marketing/additionalFeatures/BranchesPage'
    ),
  'BranchesPage',
);
const DesignsPage = page(
  () =>
    import(
      /* webpackChunkName: "feature-designs" */ '../features/marketing/additionalFeatures/DesignsPage'
    ),
  'DesignsPage',
);
const NotFoundPage = page(
  () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'),
  'NotFoundPage',
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
          { path: routePaths.billing, element: <BillingPage /> },
          { path: routePaths.payment, element: <PaymentPage /> },
          { path: routePaths.paymentMethod, element: <PaymentMethodPage /> },
          { path: routePaths.price, element: <PricePage /> },
          { path: routePaths.customer, element: <CustomerPage /> },
          { path: routePaths.training, element: <TrainingPage /> },
          { path: routePaths.dashboard, element: <DashboardPage /> },
          { path: routePaths.additionalFeatures.socialMedia, element: <SocialMediaPage /> },
          { path: routePaths.additionalFeatures.orders, element: <OrdersPage /> },
          { path: routePaths.additionalFeatures.advertisement, element: <AdvertisementPage /> },
          { path: routePaths.additionalFeatures.analytics, element: <AnalyticsPage /> },
          { path: routePaths.additionalFeatures.branches, element: <BranchesPage /> },
          { path: routePaths.additionalFeatures.designs, element: <DesignsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
