/** Dashboard's words. */
export const dashboardMessages = {
  title: 'Dashboard',
  loading: 'Loading your dashboard...',
  loadFailed: 'Your dashboard could not be loaded.',
  retry: 'Try again',

  subscriptionTitle: 'Subscription',
  plan: 'Plan',
  duration: 'Duration',
  startDate: 'Start Date',
  endDate: 'End Date',
  status: 'Status',
  months: (count: number) => `${count} months`,
  subscriptionStatus: { active: 'Active', expired: 'Expired' } as Record<string, string>,
  noSubscription:
    'You have no subscription yet. Choose a plan on the Pricing page, then complete your shop registration and payment.',
  // A payment made without a pending order is the shop's registration fee: it activates no plan.
  registeredWithoutPlan:
    'Your shop is registered: the registration fee is paid. No plan is active yet. Choose a plan on the Pricing page to start one.',
  choosePlan: 'Choose a plan',

  addonsTitle: 'Add-ons',
  addon: 'Add-on',
  quantity: 'Quantity',
  addonPrice: 'Price (MMK)',
  noAddons: 'No add-ons are included in your subscription.',

  paymentsTitle: 'Payments',
  date: 'Date',
  amount: 'Amount',
  currency: 'Currency',
  card: 'Card',
  noPayments: 'No payments yet. Your payments will be listed here once you have paid.',
  paymentStatus: { succeeded: 'Succeeded', failed: 'Failed' } as Record<string, string>,
} as const;
