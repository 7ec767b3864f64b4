/** The landing page's copy: the words, not the layout. */

export interface SellingPoint {
  /** The specification's exact title. */
  title: string;
  text: string;
  icon: 'visible' | 'sell' | 'loyalty' | 'promote' | 'grow' | 'insights';
}

/** The six selling points, in order. */
export const sellingPoints: SellingPoint[] = [
  {
    title: 'Be Visible',
    text: 'Put your shop where shoppers look: a store page with posts and social features that keep your business in view across the marketplace.',
    icon: 'visible',
  },
  {
    title: 'Sell Smarter',
    text: 'List products, services or menus on your store page, and let customers order and reserve straight from it.',
    icon: 'sell',
  },
  {
    title: 'Reward Loyalty',
    text: 'Bring regulars back with digital loyalty cards, stamps and points: nothing printed, nothing to lose.',
    icon: 'loyalty',
  },
  {
    title: 'Promote Easily',
    text: 'Run promo codes and advertisement banners, and announce events that customers can RSVP to.',
    icon: 'promote',
  },
  {
    title: 'Grow Together',
    text: 'Share visibility across the network: shoppers who come for one shop discover the others around it.',
    icon: 'grow',
  },
  {
    title: 'Insights That Matter',
    text: 'See how customers behave, how sales are trending and how your shop performs, in clear analytics.',
    icon: 'insights',
  },
];

export interface Faq {
  question: string;
  answer: string;
}

/** Five questions merchants ask: plans, add-ons, payment, OTP and cancelling. */
export const faqs: Faq[] = [
  {
    question: 'Which plan is right for my shop?',
    answer:
      'There are three plans: Basic, Standard and Premium. Each card on the Pricing page lists the branches, users and posts per month it includes and whether stamp cards, point collection and membership are part of it; Premium includes every feature. You pay for 3, 6 or 12 months, and the card shows what that comes to per month, plus 2% tax.',
  },
  {
    question: 'Can I add features to my plan?',
    answer:
      'Yes. Social Media Content, Order & Reservations, extra branches, advertisement banners, stamp and card designs and advanced analytics are add-ons with their own prices. Choose them with your plan on the Pricing page, and use the Price Calculator to see the total before you pay.',
  },
  {
    question: 'How can I pay?',
    answer:
      'By credit or debit card, or with a mobile wallet or bank transfer by scanning a QR code with your wallet or banking app. A QR code is valid for 60 seconds, and you can save it as an image. Your full card number and CVV are never stored.',
  },
  {
    question: 'Why do I have to verify my phone number with an OTP?',
    answer:
      'The one-time password (OTP) proves that the phone number on your account is yours, so that nobody else can register your shop with it. Enter your number, press Send OTP, then type the six-digit code and press Verify OTP.',
  },
  {
    question: 'Can I cancel my subscription?',
    answer:
      'Your plan runs for the 3, 6 or 12 months you paid for and does not renew by itself, so there is nothing to cancel at the end: if you do not buy a new period, it simply ends. To stop an add-on early or to ask about your subscription, send us a message with the Contact Us form below.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Two static testimonials. */
export const testimonials: Testimonial[] = [
  {
    quote:
      'Since our stamp cards moved to the marketplace, regulars come back more often, and nobody loses a card any more. The tenth tea is on the house, and the app counts for us.',
    name: 'Daw Hnin Wai',
    role: 'Owner of a tea shop in Bahan, Yangon',
  },
  {
    quote:
      'Customers reserve their table from our store page before they arrive. On weekends that alone keeps the kitchen calm, and the analytics showed us which dishes to keep on the menu.',
    name: 'U Kyaw Zin Htet',
    role: 'Restaurant owner, Chanayethazan, Mandalay',
  },
];

/** About Us. */
export const aboutParagraphs: string[] = [
  'Merchant Marketplace connects shops and shoppers across Myanmar. We give independent merchants, from tea shops and restaurants to salons, retailers and service providers, the tools that large chains have: a store page, orders and reservations, loyalty cards, promotions and analytics.',
  'Plans are priced in kyat for a set number of months, so a small business can plan for them, and add-ons let each shop pay only for what it uses. Shoppers get one place to discover local businesses, order ahead and collect their rewards.',
];
