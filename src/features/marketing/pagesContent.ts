/** Copy of the /customer and /training pages (Real pages, no placeholders). */

export interface ContentItem {
  title: string;
  text: string;
}

export const customerContent = {
  lead: 'Discover the shops, cafes, restaurants and services around you, order or book ahead, and get rewarded for coming back.',
  offersHeading: 'What you can do',
  offers: [
    {
      title: 'Browse shops',
      text: 'Find local businesses by category, from restaurants and tea shops to beauty salons, retailers and services, and see their products, menus, prices and opening hours on their store pages.',
    },
    {
      title: 'Order and reserve',
      text: 'Order products and meals or book a table or an appointment from a shop’s store page. At participating restaurants, scan the QR code on your table to order without waiting.',
    },
    {
      title: 'Loyalty cards and points',
      text: 'Collect digital stamps and points with every visit and purchase. Your loyalty cards live on your phone, so there is no paper card to forget or lose, and some shops offer memberships with extra perks.',
    },
    {
      title: 'Promotions and events',
      text: 'Use promo codes, spot special offers on the marketplace’s banners, and RSVP to the events your favourite shops announce.',
    },
  ] satisfies ContentItem[],
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'Find a shop',
      text: 'Browse by category, or follow a link or QR code from a shop you already know.',
    },
    {
      title: 'Order, reserve or visit',
      text: 'Order ahead, book your table or appointment, or simply visit the shop.',
    },
    {
      title: 'Collect your rewards',
      text: 'Stamps and points are added to your loyalty card; redeem them for the rewards each shop sets.',
    },
  ] satisfies ContentItem[],
  merchantsHeading: 'Do you own a shop?',
  merchantsText:
    'Bring your business to the marketplace: register your shop, choose a plan, and let customers find you.',
  registerLink: 'Register your shop',
  pricingLink: 'See plans and pricing',
};

export interface TrainingTopic {
  title: string;
  summary: string;
  learn: string[];
  format: string;
}

export const trainingContent = {
  lead: 'Practical lessons for shop owners and their staff: get your shop set up, sell more through the marketplace, and understand what your numbers say.',
  topicsHeading: 'Training topics',
  learnLabel: 'You will learn to',
  formatLabel: 'Format',
  topics: [
    {
      title: 'Setting up your store page',
      summary: 'A store page that answers customers’ questions before they ask.',
      learn: [
        'write a clear shop description and choose the right category',
        'take product and menu photos with a phone that look professional',
        'keep opening hours, prices and contact details up to date',
      ],
      format: 'Step-by-step guide, about 30 minutes',
    },
    {
      title: 'Running a loyalty programme',
      summary: 'Stamp cards, points and memberships that bring regulars back.',
      learn: [
        'choose between stamps and points for your kind of business',
        'set rewards that customers value and your margins allow',
        'check which rewards are redeemed and adjust them',
      ],
      format: 'Guide with worked examples, about 40 minutes',
    },
    {
      title: 'Promotions that work',
      summary: 'Promo codes, advertisement banners and events without giving your profit away.',
      learn: [
        'plan a promo code with a clear goal and an end date',
        'prepare an offer and photos for an advertisement banner',
        'announce an event and follow up with the customers who RSVP',
      ],
      format: 'Guide and checklist, about 35 minutes',
    },
    {
      title: 'Orders and reservations day to day',
      summary: 'Take orders and bookings smoothly, from the store page and at the table.',
      learn: [
        'set up QR ordering for tables and the counter',
        'keep the menu current and mark items as sold out',
        'handle real-time notifications during a busy service',
      ],
      format: 'Hands-on walkthrough, about 45 minutes',
    },
    {
      title: 'Reading your analytics',
      summary: 'Turn customer behaviour, sales trends and performance figures into decisions.',
      learn: [
        'find the metrics that matter for your shop',
        'compare this month with the same month last year',
        'export reports as PDF, CSV or Excel for your accountant',
      ],
      format: 'Guide with sample reports, about 40 minutes',
    },
    {
      title: 'Social media for small shops',
      summary: 'Show up where your customers spend their time, without spending all of yours.',
      learn: [
        'plan a month of posts around your products and events',
        'write posts that lead customers to your store page',
        'decide when to do it yourself and when to use the Social Media Content add-on',
      ],
      format: 'Guide with post templates, about 30 minutes',
    },
    {
      title: 'Managing several branches',
      summary: 'Keep a growing business consistent from one account.',
      learn: [
        'add branches with their own addresses and hours',
        'share one loyalty programme across every branch',
        'compare branches and spot where help is needed',
      ],
      format: 'Guide, about 30 minutes',
    },
    {
      title: 'Getting paid',
      summary: 'Plans, add-ons and the ways to pay for them, explained.',
      learn: [
        'choose a plan and duration and add the add-ons you need',
        'pay by card, mobile wallet or bank transfer',
        'read the payment summary, tax and total before you pay',
      ],
      format: 'Short guide, about 15 minutes',
    },
  ] satisfies TrainingTopic[],
  helpHeading: 'Need help with a topic?',
  helpText:
    'If your question is not covered here, write to us with the Contact Us form and we will help you directly.',
  helpLink: 'Contact us',
};
