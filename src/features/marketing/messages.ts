/** Marketing pages' words (specification sections 1 and 2). */
export const marketingMessages = {
  homeTitle: 'Merchant Marketplace',
  homeTagline: 'Where shops and shoppers connect',
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
} as const;
