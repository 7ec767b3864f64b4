/**
 * Listed shops for the tests of the marketplace (/customer) and the store pages (/shops/:slug):
 * what `marketplace/shops/{slug}` would answer for each. Their categories, districts and townships
 * are the server's seed (server/src/db/seedData.ts), numbered as a fresh database numbers them.
 * Plain data, so that the browser tests can serve it too.
 */
import type { Weekday } from '@contract/hours';
import type { PhotoRef, ShopCard, ShopPageResponse } from '@contract/store';
import { seedData as seed } from '../../server/src/db/seedData';

interface Named {
  id: number;
  name: string;
}

const seededTownships = seed.districts.flatMap((district, index) =>
  district.townships.map((name) => ({ name, districtId: index + 1 })),
);

/** A seeded category by name, with the id the server gives it. */
export function seededCategory(name: string): Named {
  const index = seed.categories.indexOf(name);
  if (index < 0) throw new Error(`No seeded category ${name}`);
  return { id: index + 1, name };
}

/** A seeded district by name, with the id the server gives it. */
export function seededDistrict(name: string): Named {
  const index = seed.districts.findIndex((district) => district.name === name);
  if (index < 0) throw new Error(`No seeded district ${name}`);
  return { id: index + 1, name };
}

/** A seeded township by name, with the id the server gives it. */
export function seededTownship(name: string): Named {
  const index = seededTownships.findIndex((township) => township.name === name);
  if (index < 0) throw new Error(`No seeded township ${name}`);
  return { id: index + 1, name };
}

/** The townships of a seeded district, in the server's order. */
export function seededTownshipsOf(districtId: number): Array<Named & { name_my: string | null }> {
  return seededTownships
    .map((township, index) => ({ id: index + 1, ...township }))
    .filter((township) => township.districtId === districtId)
    .map(({ id, name }) => ({ id, name, name_my: seed.burmese?.townships[name] ?? null }));
}

/** The district a seeded township belongs to. */
function districtOfTownship(township: string): Named {
  const found = seededTownships.find((candidate) => candidate.name === township);
  if (!found) throw new Error(`No seeded township ${township}`);
  const district = seed.districts[found.districtId - 1]!;
  return { id: found.districtId, name: district.name };
}

const photo = (id: string, width: number, height: number): PhotoRef => ({
  id,
  width,
  height,
  widths: [160, 320, 640, 1280].filter((w) => w <= width),
});

const day = (weekday: Weekday, opens: string, closes: string) => ({
  weekday,
  opens,
  closes,
});

/** Every day of the week the same hours. */
const daily = (opens: string, closes: string) =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => day(weekday, opens, closes));

interface ShopDraft extends Omit<
  ShopPageResponse,
  'category' | 'township' | 'district' | 'max_party_size' | 'rating'
> {
  category: string;
  township: string;
  /** The server's default, 12, unless given. */
  max_party_size?: number;
  /** No review yet unless given. */
  rating?: ShopPageResponse['rating'];
}

function shop(draft: ShopDraft): ShopPageResponse {
  return {
    ...draft,
    max_party_size: draft.max_party_size ?? 12,
    rating: draft.rating ?? null,
    category: seededCategory(draft.category),
    township: seededTownship(draft.township),
    district: districtOfTownship(draft.township),
  };
}

/** A tea shop with a Burmese name and slug, a menu in two sections, a branch, orders on. */
export const shweYee = shop({
  slug: 'ရွှေရည်-လက်ဖက်ရည်',
  name: 'ရွှေရည် လက်ဖက်ရည်ဆိုင်',
  description: 'Mohinga and milk tea since 1998.\nFamily tables upstairs.',
  category: 'Tea Shop',
  township: 'Bahan',
  address: 'No. 12, Dhammazedi Road',
  phone: '09420012345',
  // Open 06:00-20:00 on weekdays, 07:00-18:00 on Saturday, closed on Sunday.
  hours: [
    day(1, '06:00', '20:00'),
    day(2, '06:00', '20:00'),
    day(3, '06:00', '20:00'),
    day(4, '06:00', '20:00'),
    day(5, '06:00', '20:00'),
    day(6, '07:00', '18:00'),
  ],
  busy_until: null,
  orders_for_later: false,
  logo: photo('ph_shweyee_logo', 320, 320),
  cover: photo('ph_shweyee_cover', 1280, 480),
  verified: true,
  takes_orders: true,
  branches: [
    {
      id: 41,
      name: 'Sanchaung branch',
      address: 'No. 5, Bagaya Road',
      township: seededTownship('Sanchaung'),
      phone: '09420012346',
      hours: daily('07:00', '21:00'),
      busy_until: null,
    },
  ],
  sections: [
    { id: 7, name: 'Tea & Coffee' },
    { id: 8, name: 'Noodles' },
  ],
  items: [
    {
      id: 101,
      kind: 'menu_item',
      section_id: 8,
      name: 'Mohinga',
      description: 'Rice noodles in fish soup.',
      price: 2500,
      photo: photo('ph_mohinga', 640, 480),
      available: true,
    },
    {
      id: 102,
      kind: 'menu_item',
      section_id: 8,
      name: 'Shan Noodles',
      description: '',
      price: 3000,
      photo: null,
      available: false,
    },
    {
      id: 103,
      kind: 'menu_item',
      section_id: 7,
      name: 'လက်ဖက်ရည်',
      description: 'Sweet milk tea.',
      price: 1200,
      photo: null,
      available: true,
    },
  ],
});

/** A salon: services only, no branches, no photos. */
export const shwePyiBeauty = shop({
  slug: 'shwe-pyi-beauty',
  name: 'Shwe Pyi Beauty Salon',
  description: 'Hair, nails and thanaka facials.',
  category: 'Beauty & Spa',
  township: 'Hlaing',
  address: 'No. 88, Insein Road',
  phone: '09450067890',
  hours: daily('09:00', '19:00'),
  busy_until: null,
  orders_for_later: false,
  logo: null,
  cover: null,
  verified: true,
  takes_orders: false,
  branches: [],
  sections: [],
  items: [
    {
      id: 201,
      kind: 'service',
      section_id: null,
      name: 'Haircut',
      description: 'Wash, cut and dry.',
      price: 8000,
      photo: null,
      available: true,
    },
    {
      id: 202,
      kind: 'service',
      section_id: null,
      name: 'Thanaka facial',
      description: '',
      price: 15000,
      photo: null,
      available: true,
    },
  ],
});

/** A phone shop: products and a service. */
export const cityPhone = shop({
  slug: 'city-phone-centre',
  name: 'City Phone Centre',
  description: 'Phones, chargers and repairs.',
  category: 'Mobile Phones & Accessories',
  township: 'Kyauktada',
  address: 'No. 210, Sule Pagoda Road',
  phone: '+959791234567',
  hours: daily('10:00', '21:00'),
  busy_until: null,
  orders_for_later: false,
  logo: photo('ph_cityphone_logo', 320, 320),
  cover: null,
  verified: true,
  takes_orders: true,
  branches: [],
  sections: [],
  items: [
    {
      id: 301,
      kind: 'product',
      section_id: null,
      name: 'USB-C charger',
      description: '20 W.',
      price: 18500,
      photo: null,
      available: true,
    },
    {
      id: 302,
      kind: 'service',
      section_id: null,
      name: 'Screen repair',
      description: '',
      price: 45000,
      photo: null,
      available: true,
    },
  ],
});

/** A tea shop in another district than shweYee. */
export const goldenTea = shop({
  slug: 'golden-tea-house',
  name: 'Golden Tea House',
  description: 'Tea and snacks by the lake.',
  category: 'Tea Shop',
  township: 'Tamwe',
  address: 'No. 3, Kyaikkasan Road',
  phone: '09420000001',
  hours: daily('05:30', '24:00'),
  busy_until: null,
  orders_for_later: false,
  logo: null,
  cover: null,
  verified: true,
  takes_orders: false,
  branches: [],
  sections: [{ id: 21, name: 'Snacks' }],
  items: [
    {
      id: 401,
      kind: 'menu_item',
      section_id: 21,
      name: 'Samosa',
      description: '',
      price: 500,
      photo: null,
      available: true,
    },
  ],
});

/** A bakery in Mandalay. */
export const nanHtike = shop({
  slug: 'nan-htike-bakery',
  name: 'နန်းထိုက် မုန့်တိုက်',
  description: 'Fresh bread every morning.',
  category: 'Bakery',
  township: 'Chanayethazan',
  address: '78th Street',
  phone: '09960011223',
  hours: daily('06:00', '18:00'),
  busy_until: null,
  orders_for_later: false,
  logo: null,
  cover: null,
  verified: true,
  takes_orders: false,
  branches: [],
  sections: [],
  items: [
    {
      id: 501,
      kind: 'product',
      section_id: null,
      name: 'Butter bread',
      description: '',
      price: 1500,
      photo: null,
      available: true,
    },
  ],
});

/** The listed shops, in the order the marketplace lists them. */
export const fixtureShops: ShopPageResponse[] = [
  shweYee,
  cityPhone,
  goldenTea,
  nanHtike,
  shwePyiBeauty,
];

/** A shop's card on /customer, as `marketplace/shops` answers it. */
export function cardOf(shopPage: ShopPageResponse): ShopCard {
  const { slug, name, category, township, district, logo, cover, hours, verified } = shopPage;
  const { takes_orders, rating } = shopPage;
  return {
    slug,
    name,
    category,
    township,
    district,
    logo,
    cover,
    hours,
    takes_orders,
    verified,
    rating,
  };
}

/** `count` more shops like the first, for the pages of a long list. */
export function manyShops(count: number): ShopPageResponse[] {
  return Array.from({ length: count }, (_, index) => ({
    ...shwePyiBeauty,
    slug: `salon-${index + 1}`,
    name: `Salon ${index + 1}`,
  }));
}
