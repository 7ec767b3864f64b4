/** Payment screens' words (specification section 2, DECISIONS sections 5 and 6). */
export const paymentMessages = {
  billingTitle: 'Shop Registration and Payment',
  paymentTitle: 'Payment Summary',
  paymentMethodTitle: 'Payment Method',
} as const;
