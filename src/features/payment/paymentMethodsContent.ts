/** The /paymentMethod page's copy: the ways a merchant can pay and how each works. */
import { staticPaymentMessages as sm } from './messages';
import { QR_VALIDITY_SECONDS } from './qrSlice';

export interface MethodInfo {
  name: string;
  summary: string;
  steps: string[];
  good: string;
}

export const paymentMethodsContent = {
  lead: 'Pay for your plan and add-ons by card, mobile wallet or bank transfer. Prices are in Myanmar kyat (MMK), and the payment summary shows the cost, the tax and the total before you pay.',
  howItWorks: 'How it works',
  goToPayment: 'Go to the payment page',
  methods: [
    {
      name: sm.card,
      summary: 'Pay with a credit or debit card; the payment is made at once.',
      steps: [
        `Choose ${sm.card} on the payment page.`,
        `Enter the ${sm.cardNumber.toLowerCase()}, the ${sm.cardholderName.toLowerCase()} as printed on the card, the expiry (MM/YY) and the CVV from the back of the card.`,
        `Press ${sm.payNow}. When the payment is accepted, you go on to your merchant portal.`,
      ],
      good: 'Good to know: your full card number and CVV are never stored. We keep only the card’s brand and last four digits, to show you which card you used.',
    },
    {
      name: sm.wallet,
      summary: 'Pay from the mobile wallet app on your phone by scanning a QR code.',
      steps: [
        `Choose ${sm.wallet} on the payment page; a QR code appears.`,
        'Open your wallet app, choose to scan and pay, and scan the code. Check the amount and approve the payment in the app.',
        `Press ${sm.confirmPayment} on the payment page.`,
      ],
      good: `Good to know: each QR code is valid for ${QR_VALIDITY_SECONDS} seconds. ${sm.saveQr} keeps it as an image, to scan from your phone’s gallery if your wallet app allows it.`,
    },
    {
      name: sm.bank,
      summary:
        'Pay from your bank account with your bank’s mobile banking app, by scanning a QR code.',
      steps: [
        `Choose ${sm.bank} on the payment page; a QR code appears.`,
        'Open your mobile banking app, choose QR payment, and scan the code. Check the amount and approve the transfer.',
        `Press ${sm.confirmPayment} on the payment page.`,
      ],
      good: `Good to know: as with wallets, each code is valid for ${QR_VALIDITY_SECONDS} seconds. While it is valid, ${sm.refresh} gives you a new code with the full ${QR_VALIDITY_SECONDS} seconds.`,
    },
  ] satisfies MethodInfo[],
};
