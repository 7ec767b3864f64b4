/** Marketing pages' words. */
export const marketingMessages = {
  homeTitle: 'Merchant Marketplace',
  homeTagline: 'Where shops and shoppers connect',
  /** Shown on '/' when it receives the isVerified flag from phone OTP verification. */
  phoneVerified: 'Your phone number is verified.',
  featuresHeading: 'Why Choose Merchant Marketplace?',
  categoryHeading: 'Category List',
  contactHeading: 'Contact Us',
  customerTitle: 'For Customers',
  trainingTitle: 'Build Your Skills',
  socialMediaTitle: 'Social Media Content',
  ordersTitle: 'Order & Reservations',
  advertisementTitle: 'Advertisement Banners',
  analyticsTitle: 'Advanced Analytics',
  branchesTitle: 'Multi-Branch Management',
  designsTitle: 'Stamp & Card Designs',

  /* landing page */
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
  heroRegister: 'Register your shop',
  heroPricing: 'See plans and pricing',
  featuresLead:
    'Everything a shop needs to be found, sell, reward its regulars and grow, on one marketplace.',
  categoryLead: 'Shops on the marketplace, by what they offer.',
  categoriesLoading: 'Loading categories…',
  categoriesFailed: 'The categories could not be loaded.',
  categoriesRetry: 'Try again',
  categoriesEmpty: 'No categories yet.',
  trainingHeading: 'Our Training',
  trainingText:
    'Short, practical lessons for shop owners: set up your store page, run a loyalty programme, promote your shop and read your analytics.',
  trainingLink: 'Explore the training topics',
  faqHeading: 'Frequently Asked Questions',
  faqLead: 'Point at a question, or move to it with the keyboard, to read its answer.',
  testimonialsHeading: 'What People Say',
  aboutHeading: 'About Us',
  contactLead:
    'Questions about plans, add-ons or payment? Write to us and we will answer by email.',

  /* the explore block at the end of marketing pages */
  exploreHeading: 'Explore Merchant Marketplace',
  exploreAddons: 'Add-on features',
  exploreMore: 'More',
  explorePricing: 'Plans and pricing',
  exploreCustomers: 'For customers',
  exploreTraining: 'Build Your Skills',
  explorePaymentMethods: 'Payment methods',
  exploreContact: 'Contact us',

  /* feature pages */
  atAGlance: 'At a glance',
  whatYouGet: 'What you get',
  howItWorks: 'How it works',
  pricing: 'Pricing',
  pricingItem: 'Item',
  pricingPrice: 'Price',
  extrasHeading: 'Optional extras',
  ctaNote: 'You will choose your plan and this add-on together on the plans page.',
} as const;
