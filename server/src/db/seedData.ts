/**
 * Reference data seeded at every start-up (idempotently, by natural key). Districts and townships
 * are the real administrative divisions of Yangon Region (its four long-standing districts, all 45
 * townships), Mandalay Region and Naypyidaw Union Territory.
 */
import type { AddonType, CalculatorAddon, CalculatorPlan, Plan } from '@contract';
import type { SamplePartnerCode } from '../repositories/partnerCodes';
import { burmeseNames, type BurmeseNames } from './burmeseNames';

export interface SeedDistrict {
  /** Prefix of the district merchant ids handed out in the district. */
  code: string;
  name: string;
  region: string;
  townships: string[];
}

export const districts: SeedDistrict[] = [
  {
    code: 'YGN-E',
    name: 'Yangon East',
    region: 'Yangon',
    townships: [
      'Botataung',
      'Dagon Seikkan',
      'Dawbon',
      'East Dagon',
      'Mingala Taungnyunt',
      'North Dagon',
      'North Okkalapa',
      'Pazundaung',
      'South Dagon',
      'South Okkalapa',
      'Tamwe',
      'Thaketa',
      'Thingangyun',
      'Yankin',
    ],
  },
  {
    code: 'YGN-W',
    name: 'Yangon West',
    region: 'Yangon',
    townships: [
      'Ahlon',
      'Bahan',
      'Dagon',
      'Hlaing',
      'Kamayut',
      'Kyauktada',
      'Kyimyindaing',
      'Lanmadaw',
      'Latha',
      'Mayangone',
      'Pabedan',
      'Sanchaung',
      'Seikkan',
    ],
  },
  {
    code: 'YGN-S',
    name: 'Yangon South',
    region: 'Yangon',
    townships: [
      'Cocokyun',
      'Dala',
      'Kawhmu',
      'Kayan',
      'Kungyangon',
      'Kyauktan',
      'Seikkyi Kanaungto',
      'Thanlyin',
      'Thongwa',
      'Twante',
    ],
  },
  {
    code: 'YGN-N',
    name: 'Yangon North',
    region: 'Yangon',
    townships: [
      'Hlaingthaya',
      'Hlegu',
      'Hmawbi',
      'Htantabin',
      'Insein',
      'Mingaladon',
      'Shwepyitha',
      'Taikkyi',
    ],
  },
  {
    code: 'MDY',
    name: 'Mandalay',
    region: 'Mandalay',
    townships: [
      'Amarapura',
      'Aungmyethazan',
      'Chanayethazan',
      'Chanmyathazi',
      'Mahaaungmye',
      'Patheingyi',
      'Pyigyidagun',
    ],
  },
  {
    code: 'MDY-POL',
    name: 'Pyin Oo Lwin',
    region: 'Mandalay',
    townships: ['Madaya', 'Mogok', 'Pyin Oo Lwin', 'Singu', 'Thabeikkyin'],
  },
  {
    code: 'MDY-KSE',
    name: 'Kyaukse',
    region: 'Mandalay',
    townships: ['Kyaukse', 'Myittha', 'Sintgaing', 'Tada-U'],
  },
  {
    code: 'MDY-MTL',
    name: 'Meiktila',
    region: 'Mandalay',
    townships: ['Mahlaing', 'Meiktila', 'Thazi', 'Wundwin'],
  },
  {
    code: 'MDY-MYG',
    name: 'Myingyan',
    region: 'Mandalay',
    townships: ['Myingyan', 'Natogyi', 'Taungtha'],
  },
  {
    code: 'MDY-NYU',
    name: 'Nyaung-U',
    region: 'Mandalay',
    townships: ['Kyaukpadaung', 'Nyaung-U'],
  },
  { code: 'MDY-YMT', name: 'Yamethin', region: 'Mandalay', townships: ['Pyawbwe', 'Yamethin'] },
  {
    code: 'NPT-D',
    name: 'Dekkhina',
    region: 'Naypyidaw',
    townships: ['Dekkhinathiri', 'Lewe', 'Pyinmana', 'Zabuthiri'],
  },
  {
    code: 'NPT-O',
    name: 'Ottara',
    region: 'Naypyidaw',
    townships: ['Ottarathiri', 'Pobbathiri', 'Tatkon', 'Zeyathiri'],
  },
];

export const categories: string[] = [
  'Restaurant',
  'Tea Shop',
  'Cafe',
  'Bakery',
  'Grocery',
  'Retail',
  'Fashion & Apparel',
  'Beauty & Spa',
  'Electronics',
  'Mobile Phones & Accessories',
  'Pharmacy',
  'Jewellery',
  'Home & Furniture',
  'Books & Stationery',
  'Services',
];

/** Ids 1, 2, 3 in this order: the client sends the plan's position + 1 as `plan_id`. */
export const plans: Plan[] = [
  {
    id: 1,
    name: 'basic',
    price_3month: 90_000,
    price_6month: 170_000,
    price_12month: 320_000,
    max_branches: 1,
    max_users: 2,
    max_posts_per_month: 10,
    allow_stamp_card: true,
    allow_point_collection: false,
    allow_membership: false,
  },
  {
    id: 2,
    name: 'Standard',
    price_3month: 180_000,
    price_6month: 340_000,
    price_12month: 640_000,
    max_branches: 3,
    max_users: 5,
    max_posts_per_month: 30,
    allow_stamp_card: true,
    allow_point_collection: true,
    allow_membership: false,
  },
  {
    id: 3,
    name: 'Premium',
    price_3month: 300_000,
    price_6month: 570_000,
    price_12month: 1_080_000,
    max_branches: 10,
    max_users: 20,
    max_posts_per_month: 100,
    allow_stamp_card: true,
    allow_point_collection: true,
    allow_membership: true,
  },
];

/** The six add-ons the plans sell, ids 1..6 in this order, at their list prices. */
export const addonTypes: AddonType[] = [
  { id: 1, name: 'Social Media Content', price_3month: 10_000 },
  { id: 2, name: 'Order/Reservations', price_3month: 15_000 },
  { id: 3, name: 'Branches', price_3month: 5_000 },
  { id: 4, name: 'Advertisement Banner', price_3month: 20_000 },
  { id: 5, name: 'Stamp & Card Designs', price_3month: 8_000 },
  { id: 6, name: 'Advanced Analytics', price_3month: 12_000 },
];

export const calculatorPlans: CalculatorPlan[] = [
  { name: 'Basic', price: 120_000 },
  { name: 'Standard', price: 240_000 },
  { name: 'Premium', price: 390_000 },
];

/**
 * In this order. The seventh (index 6) is the one the calculator never lets anyone select:
 * a custom job quoted separately.
 */
export const calculatorAddons: CalculatorAddon[] = [
  // Charged once with a plan, whatever its length, as the plans page says.
  { name: 'Social Media Content', unit: 'plan', price: 10_000 },
  { name: 'Order/Reservations', unit: 'plan', price: 15_000 },
  { name: 'Branches', unit: 'branch', price: 5_000 },
  { name: 'Advertisement Banner', unit: '30-day banner', price: 20_000 },
  { name: 'Stamp & Card Designs', unit: 'design', price: 8_000 },
  { name: 'Advanced Analytics', unit: 'plan', price: 12_000 },
  { name: 'Custom Integration', unit: 'project', price: 150_000 },
];

export interface SeedData {
  districts: SeedDistrict[];
  categories: string[];
  plans: Plan[];
  addonTypes: AddonType[];
  calculatorPlans: CalculatorPlan[];
  calculatorAddons: CalculatorAddon[];
  /** The names in Burmese, stored beside the English ones (see burmeseNames.ts). */
  burmese?: BurmeseNames;
  /** Partner codes to try a discount with: made outside production only, switched off in it. */
  samplePartnerCodes?: SamplePartnerCode[];
}

/**
 * `PARTNER10` gives 10 % off any plan order, without expiry or limit, on a laptop or a test
 * instance. Never on a production instance: everybody can read it here.
 */
export const samplePartnerCodes: SamplePartnerCode[] = [
  { code: 'PARTNER10', percentOff: 10, partner: 'Sample partner' },
];

export const seedData: SeedData = {
  districts,
  categories,
  plans,
  addonTypes,
  calculatorPlans,
  calculatorAddons,
  burmese: burmeseNames,
  samplePartnerCodes,
};
