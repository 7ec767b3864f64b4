/** Payment screens' words. */
export const paymentMessages = {
  billingTitle: 'Shop Registration and Payment',

  // Payment Summary card.
  summaryTitle: 'Payment Summary',
  subscriptionFee: 'Monthly Subscription Fee',
  tax: 'Tax (5%)',
  total: 'Total',

  // The pending order from the plans page, when there is one.
  orderTitle: 'Your Order',
  orderPlan: 'Plan',
  orderDuration: 'Duration',
  orderAddons: 'Add-ons',
  months: (count: number) => `${count} months`,

  // Shop information form.
  shopTitle: 'Shop Information',
  shopName: 'Shop Name',
  address: 'Address',
  shopCategory: 'Shop Category',
  selectCategory: 'Select Category',
  township: 'Township',
  selectTownship: 'Select Township',
  phone: 'Phone Number',
  email: 'Email Address',

  // Payment Information card.
  paymentInformationTitle: 'Payment Information',
  cardNumber: 'Card Number',
  cardHolderName: 'Card Holder Name',
  expirationMonth: 'Expiration Month',
  expirationYear: 'Expiration Year',
  cvc: 'CVC',

  completeRegistration: 'Complete Registration',
  back: 'Back',
  processing: 'Processing...',
  loadingLists: 'Loading categories and townships...',

  // Shop submit: alerts.
  shopInformationRequired: 'Please fill in all required shop information',
  cardDetailsRequired: 'Please fill in all card details',

  // Field-level format messages (the specification gives the rules, not the words).
  cardNumberFormat: 'Enter the 13 to 16 digits of the card number',
  expirationMonthRange: 'Enter a month from 1 to 12',
  expirationYearRange: (min: number, max: number) => `Enter a year from ${min} to ${max}`,
  cvcRange: 'Enter a CVC from 100 to 999',

  // Shop submit failure, in its order.
  notAuthorized: 'You are not authorized to perform this action. Please contact support.',
  noPermission: 'You do not have permission to perform this action',
  paymentFailedPrefix: 'Payment failed: ',
  cardDeclined: 'Insufficient funds or card declined',
  processingFailed: 'Payment processing failed. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  succeeded: 'Payment successful and billing information saved!',
  // Borrowed from the plan payment's rules: no merchant id, no call.
  merchantMissing: 'Merchant information not found. Please complete your profile.',
} as const;
