/**
 * Words of the app shell, in English only. The shell itself reads them from the catalogues
 * (`app.*`); this file stays while pages not wired to the catalogues yet still import it.
 */
export const appMessages = {
  brandName: 'Merchant Marketplace',
  tagline: 'Where shops and shoppers connect',
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  loading: 'Loading…',
  footerNavigation: 'Footer',
  copyright: (year: number) => `© ${year} Merchant Marketplace. All rights reserved.`,
  nav: {
    home: 'Home',
    category: 'Category',
    features: 'Features',
    customer: 'Customer',
    pricing: 'Pricing',
    contact: 'Contact Us',
    training: 'Build Your Skills',
  },
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  backHome: 'Go to the home page',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Reloading the page usually helps.',
  reload: 'Reload the page',
} as const;
