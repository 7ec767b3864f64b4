/**
 * The six add-on pages' copy: every figure, price
 * and step the specification gives, written out for merchants. One page template shows them all.
 */
import { marketingMessages as m } from '../messages';

export type FeatureKey =
  'analytics' | 'branches' | 'socialMedia' | 'advertisement' | 'designs' | 'orders';

export interface FeatureFigure {
  /** The number or short value, shown large ('15+', '24 months'). */
  value: string;
  label: string;
}

export interface FeatureCapability {
  title: string;
  text: string;
}

export interface FeaturePrice {
  item: string;
  price: string;
}

export interface FeatureContent {
  title: string;
  /** One sentence under the title. */
  summary: string;
  /** The headline price shown beside the call to action. */
  headlinePrice: string;
  figures: FeatureFigure[];
  capabilities: FeatureCapability[];
  /** Numbered steps, for the add-ons that are a service rather than a switch. */
  steps?: FeatureCapability[];
  prices: FeaturePrice[];
  extras?: FeaturePrice[];
  cta: {
    label: string;
    /** The add-on's name on the plans page (an add-on type's name). */
    addon: string;
  };
}

export const featureContent: Record<FeatureKey, FeatureContent> = {
  analytics: {
    title: m.analyticsTitle,
    summary:
      'See how customers find you, what they buy and when, and how each branch performs, with reports you can share.',
    headlinePrice: '12,000 MMK/month',
    figures: [
      { value: '15+', label: 'metrics on customers, sales and performance' },
      { value: '24 months', label: 'data retention, for year-on-year comparison' },
      { value: 'PDF/CSV/Excel', label: 'export formats for every report' },
    ],
    capabilities: [
      {
        title: 'Customer behaviour',
        text: 'New and returning customers, visit frequency, and which promotions brought them in.',
      },
      {
        title: 'Sales trends',
        text: 'Sales by day, week and month, best-selling products and services, and busy hours.',
      },
      {
        title: 'Performance',
        text: 'Loyalty stamps and points redeemed, order and reservation volumes, and each branch side by side.',
      },
      {
        title: 'Export and share',
        text: 'Download any report as PDF for a meeting, or as CSV or Excel for your accountant.',
      },
    ],
    prices: [{ item: 'Advanced Analytics', price: '12,000 MMK/month' }],
    cta: { label: 'Enable Analytics', addon: 'Advanced Analytics' },
  },

  branches: {
    title: m.branchesTitle,
    summary:
      'Run every location of your business from one account: one store page, one loyalty programme, reports for each branch.',
    headlinePrice: '5,000 MMK/branch',
    figures: [
      { value: '10,000 MMK/month', label: 'base price for multi-branch management' },
      { value: '5,000 MMK/branch', label: 'for each additional branch' },
    ],
    capabilities: [
      {
        title: 'One account, many branches',
        text: 'Add each branch with its own address, township and opening hours, and switch between them in one place.',
      },
      {
        title: 'Shared loyalty',
        text: 'Stamps and points collected at one branch count at every other, so customers can visit whichever is nearest.',
      },
      {
        title: 'Branch menus and stock',
        text: 'Keep one catalogue for the whole business and mark what each branch offers.',
      },
      {
        title: 'Compare branches',
        text: 'See orders, reservations and sales branch by branch to know where to put your effort.',
      },
    ],
    prices: [
      { item: 'Multi-branch management (base)', price: '10,000 MMK/month' },
      { item: 'Each additional branch', price: '5,000 MMK/branch' },
    ],
    cta: { label: 'Add Branches', addon: 'Branches' },
  },

  socialMedia: {
    title: m.socialMediaTitle,
    summary:
      'Our content team writes, designs and schedules posts for your shop, so your pages stay active while you run the business.',
    headlinePrice: '10,000 MMK/month',
    figures: [
      { value: '15 posts', label: 'created for you monthly' },
      { value: 'three social networks', label: 'your posts are published on' },
      { value: '10,000 MMK/month', label: 'for the whole service' },
    ],
    capabilities: [
      {
        title: 'Posts that fit your shop',
        text: 'Photos of your products, new menu items, promotions and events, written in your shop’s voice.',
      },
      {
        title: 'A monthly plan',
        text: 'You see the month’s posts before they go out and can ask for changes.',
      },
      {
        title: 'Published for you',
        text: 'Posts go out on schedule on three social networks, at the times your customers are online.',
      },
      {
        title: 'Linked to your store page',
        text: 'Every post leads back to your store page, where customers can order, reserve and collect stamps.',
      },
    ],
    prices: [{ item: 'Social Media Content (15 posts monthly)', price: '10,000 MMK/month' }],
    cta: { label: 'Subscribe Now', addon: 'Social Media Content' },
  },

  advertisement: {
    title: m.advertisementTitle,
    summary:
      'Put your shop in front of shoppers browsing the marketplace with a banner that runs for a month, with results we guarantee.',
    headlinePrice: '20,000 MMK/month',
    figures: [
      { value: '30 days', label: 'of banner placement per booking' },
      { value: '10,000+', label: 'impressions during the campaign' },
      { value: '2%', label: 'minimum CTR guarantee (click-through rate)' },
    ],
    capabilities: [
      {
        title: 'Prominent placement',
        text: 'Your banner appears where shoppers browse categories and store pages.',
      },
      {
        title: 'Leads to your shop',
        text: 'Shoppers who click go straight to your store page or to the promotion you choose.',
      },
      {
        title: 'Clear results',
        text: 'Impressions and clicks are counted throughout the 30 days, so you see what the banner brought.',
      },
      {
        title: 'Guaranteed click-through',
        text: 'We guarantee a click-through rate (CTR) of at least 2% for your banner.',
      },
    ],
    prices: [{ item: 'Advertisement banner (30 days)', price: '20,000 MMK/month' }],
    cta: { label: 'Book Ad Space', addon: 'Advertisement Banner' },
  },

  designs: {
    title: m.designsTitle,
    summary:
      'Loyalty stamps, gift cards and complete stamp sets designed for your brand by our designers, ready for the app and for print.',
    headlinePrice: 'from 8,000 MMK/design',
    figures: [
      { value: '8,000 MMK', label: 'loyalty stamp design' },
      { value: '10,000 MMK', label: 'gift card design' },
      { value: '30,000 MMK', label: 'branded stamp set of 5' },
    ],
    capabilities: [
      {
        title: 'Made for your brand',
        text: 'Your colours, logo and style, so that a stamp or card is recognisably yours.',
      },
      {
        title: 'Digital and print',
        text: 'Every design works in the app’s loyalty cards and as a print-ready file.',
      },
    ],
    steps: [
      {
        title: 'Consultation',
        text: 'We talk about your shop, your customers and what the design should say.',
      },
      {
        title: '2-3 concept drafts',
        text: 'Our designers send two or three different concept drafts to choose from.',
      },
      {
        title: 'Two rounds of revisions',
        text: 'Refine the chosen concept with two rounds of revisions.',
      },
      {
        title: 'Final print-ready delivery',
        text: 'You receive the final, print-ready files and the version for the app.',
      },
    ],
    prices: [
      { item: 'Loyalty stamp design', price: '8,000 MMK' },
      { item: 'Gift card design', price: '10,000 MMK' },
      { item: 'Branded stamp set of 5', price: '30,000 MMK' },
    ],
    extras: [
      { item: '3D mockups', price: '+5,000 MMK' },
      { item: 'Animation', price: '+8,000 MMK' },
      { item: 'Printing coordination', price: '+7,000 MMK' },
    ],
    cta: { label: 'Order a Design', addon: 'Stamp & Card Designs' },
  },

  orders: {
    title: m.ordersTitle,
    summary:
      'Take orders and table reservations from your store page and at the table, and never miss one.',
    headlinePrice: '15,000 MMK monthly',
    figures: [
      { value: '15,000 MMK', label: 'monthly, for orders and reservations' },
      { value: 'QR ordering', label: 'customers order from their table' },
      { value: 'Real-time', label: 'notifications for every order' },
    ],
    capabilities: [
      {
        title: 'QR ordering',
        text: 'Place a QR code on each table or at the counter; customers scan it, see your menu and order without waiting.',
      },
      {
        title: 'Menu management',
        text: 'Add dishes and services with photos and prices, mark items as sold out, and change the menu any time.',
      },
      {
        title: 'Real-time notifications',
        text: 'Each new order and reservation arrives at once, so the kitchen and the front desk always know what is next.',
      },
      {
        title: 'Reservations',
        text: 'Customers book a table or an appointment from your store page; you confirm with one tap.',
      },
    ],
    prices: [{ item: 'Order & Reservations', price: '15,000 MMK monthly' }],
    cta: { label: 'Start Taking Orders', addon: 'Order/Reservations' },
  },
};
