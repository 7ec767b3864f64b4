/** The static payment page's words, its QR countdown's included. */
export const staticPaymentMessages = {
  paymentMethodTitle: 'Payment Method',
  summaryTitle: 'Payment Summary',
  summaryCaption: 'Your order',
  plan: 'Plan',
  billingCycle: 'Billing Cycle',
  cost: 'Cost',
  tax: 'Tax',
  total: 'Total',
  chooseMethod: 'Choose a payment method',
  card: 'Credit/Debit Card',
  wallet: 'Mobile Wallet',
  bank: 'Bank Transfer',

  cardTitle: 'Card details',
  cardNumber: 'Card Number',
  cardholderName: 'Cardholder Name',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  required: (label: string) => `Please enter the ${label === 'CVV' ? 'CVV' : label.toLowerCase()}.`,
  payNow: 'Pay Now',
  /** The product's words, its typo included. */
  paymentSuccessful: 'Payment Sucessful, going to Merchant Portal',

  walletTitle: 'Pay with your mobile wallet',
  bankTitle: 'Pay by bank transfer',
  walletHelp:
    'Open your mobile wallet app, choose Scan to pay, and scan this code. Then press Confirm Payment.',
  bankHelp:
    'Open your bank’s mobile banking app, choose QR payment, and scan this code. Then press Confirm Payment.',
  qrAlt: (method: string, total: string) => `QR code for a ${method} payment of ${total}`,
  qrLoading: 'Preparing the QR code…',
  qrFailed: 'The QR code could not be drawn. Press Refresh to try again.',
  expiresIn: 'Expires in',

  qrExpired: 'QR Code Expired',
  qrExpiredHelp: 'To get a new code, choose a payment method again.',
  announceValid: (seconds: number) => `The QR code expires in ${seconds} seconds.`,
  announceExpired: 'The QR code has expired. Choose a payment method again for a new code.',
  reference: 'Payment reference',
  saveQr: 'Save QR Code',
  refresh: 'Refresh',
  confirmPayment: 'Confirm Payment',
} as const;

/** The static sample order  (amounts in MMK). */
export const SAMPLE_ORDER = {
  plan: 'Standard',
  billingCycle: 'Monthly',
  cost: 99_000,
  tax: 9_900,
  total: 108_900,
  currency: 'MMK',
} as const;

/** MMK with thousands grouping: 108,900 MMK. */
export const formatMmk = (amount: number): string => `${amount.toLocaleString('en-US')} MMK`;
