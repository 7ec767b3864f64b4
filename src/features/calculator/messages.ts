/** Words of the Price Calculator popup. */
export const calculatorMessages = {
  title: 'Price Calculator',
  loading: 'Loading...',
  error: (message: string) => `Error: ${message}`,
  networkError: 'Network Error',
  invalidResponse: 'Invalid server response',
  unknownError: 'Something went wrong',
  requestFailed: (status: number) => `Request failed with status code ${status}`,

  currency: 'Currency',
  currencies: { USD: 'USD', local: 'Local Currency' },
  /** The code shown beside each amount for the chosen currency. */
  currencyCodes: { USD: 'USD', local: 'MMK' },
  amountsIn: (label: string) => `Amounts in ${label}`,
  paymentPlan: 'Payment Plan',
  paymentPlans: { 3: 'Three-Monthly', 6: 'Six-Monthly', 12: 'Twelve-Monthly' },
  package: 'Package',

  addons: 'Add-ons',
  selectAll: 'Select All',
  addonColumn: 'Feature',
  priceColumn: 'Price',
  quantityColumn: 'Quantity',
  perUnit: (unit: string) => `per ${unit}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  noAddons: 'No addons available',
  notSelectable: 'Not available',

  partnershipDiscount: 'Partnership Discount',
  discountPercent: 'Discount (%)',

  summary: 'Summary',
  lines: 'Selected features',
  noLines: 'No add-ons selected',
  /** A calculator line: its quantity, amount per unit and unit; its total stands beside it. */
  lineDetail: (quantity: number, amount: string, unit: string) =>
    `Quantity ${quantity} · ${amount} per ${unit}`,
  totals: 'Totals',
  packageRow: 'Package',
  subtotal: 'Subtotal',
  tax: 'Tax (5%)',
  discount: 'Discount',
  /** An amount taken off. */
  minus: (amount: string) => `− ${amount}`,
  total: 'Total',

  confirm: 'Confirm',
} as const;
