/**
 * Forty demo shops in Yangon and Mandalay, as their owners would have written them: names in
 * Burmese, in English or both, real townships of the seed, opening hours, branches, menus by
 * section, products and services at Myanmar prices (whole kyat). Loaded only when asked
 * (`DEMO_DATA=1`, see load.ts).
 */
import type { DayHours, Weekday } from '@contract/hours';
import type { ItemSeed, SubscriptionSeed } from './shops';
import type { Palette } from './photos';

export interface DemoBranch {
  name: string;
  address: string;
  township: string;
  hours?: readonly DayHours[];
}

export interface DemoShop {
  slug: string;
  name: string;
  /** Latin letters drawn on the generated logo and cover. */
  mark: string;
  palette: Palette;
  owner: string;
  category: string;
  township: string;
  address: string;
  description: string;
  hours: readonly DayHours[];
  plan: SubscriptionSeed;
  branches?: readonly DemoBranch[];
  menu?: ReadonlyArray<{ section: string; items: readonly ItemSeed[] }>;
  products?: readonly ItemSeed[];
  services?: readonly ItemSeed[];
}

const span = (days: readonly Weekday[], opens: string, closes: string): DayHours[] =>
  days.map((weekday) => ({ weekday, opens, closes }));
const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const MON_TO_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
const daily = (opens: string, closes: string) => span(EVERY_DAY, opens, closes);
const monToSat = (opens: string, closes: string) => span(MON_TO_SAT, opens, closes);

const item = (name: string, price: number, description = ''): ItemSeed => ({
  name,
  price,
  description,
});
/** An item the shop lists but cannot sell today. */
const soldOut = (seed: ItemSeed): ItemSeed => ({ ...seed, available: false });

/** Plans: 1 basic, 2 Standard, 3 Premium; add-ons: 2 Order/Reservations, 3 Branches. */
const basic = (months: 3 | 6 | 12): SubscriptionSeed => ({ planId: 1, months });
const standard = (months: 3 | 6 | 12, orders = false): SubscriptionSeed => ({
  planId: 2,
  months,
  addons: orders ? [{ id: 2, quantity: 1 }] : [],
});
const premium = (months: 3 | 6 | 12): SubscriptionSeed => ({ planId: 3, months });

const TEA: Palette = { base: '#6b3a1e', accent: '#f0c987' };
const FOOD: Palette = { base: '#8c1c13', accent: '#f4d35e' };
const CAFE: Palette = { base: '#3e2c23', accent: '#d9b38c' };
const BAKERY: Palette = { base: '#f6e7cb', accent: '#b5651d' };
const PHONE: Palette = { base: '#0b3954', accent: '#5fd3f3' };
const PHARMACY: Palette = { base: '#0f5132', accent: '#a3e4b7' };
const BEAUTY: Palette = { base: '#6a1b4d', accent: '#f7b2d9' };
const FASHION: Palette = { base: '#1d3557', accent: '#e9c46a' };
const BOOKS: Palette = { base: '#264653', accent: '#e9d8a6' };
const GROCERY: Palette = { base: '#386641', accent: '#f2e8cf' };
const TECH: Palette = { base: '#22223b', accent: '#9a8c98' };
const GOLD: Palette = { base: '#2b2d42', accent: '#ffd166' };
const HOME: Palette = { base: '#5c4033', accent: '#e6ccb2' };
const SERVICE: Palette = { base: '#37474f', accent: '#ffb74d' };
const RETAIL: Palette = { base: '#2a9d8f', accent: '#fefae0' };

const TEA_SHOP_DRINKS = [
  item('လက်ဖက်ရည် ချိုဆိမ့်', 1300, 'Sweet and creamy, the way most of Yangon drinks it'),
  item('လက်ဖက်ရည် ပေါ့ဆိမ့်', 1300, 'Less sweet'),
  item('လက်ဖက်ရည် ကျဆိမ့်', 1300, 'Strong and milky'),
  item('ကော်ဖီ', 1500),
  item('ရေနွေးကြမ်း', 0, 'Plain green tea, free at every table'),
];

export const demoShops: DemoShop[] = [
  {
    slug: 'shwe-taung-tea',
    name: 'ရွှေတောင် လက်ဖက်ရည်ဆိုင်',
    mark: 'ST',
    palette: TEA,
    owner: 'U Kyaw Swar',
    category: 'Tea Shop',
    township: 'Sanchaung',
    address: 'No. 112, Baho Road, Sanchaung',
    description:
      'Shwe Taung Tea Shop: sweet milk tea, fresh palata and mohinga every morning since 1995. ' +
      'မနက်တိုင်း ပလာတာ၊ မုန့်ဟင်းခါး နှင့် လက်ဖက်ရည် ရပါသည်။',
    hours: daily('05:30', '20:00'),
    plan: standard(12, true),
    branches: [{ name: 'Hledan branch', address: 'No. 7, Hledan Road', township: 'Kamayut' }],
    menu: [
      { section: 'လက်ဖက်ရည်နှင့် ကော်ဖီ', items: TEA_SHOP_DRINKS },
      {
        section: 'မုန့်နှင့် အကြော်',
        items: [
          item('ပလာတာ', 1200, 'Layered flatbread with sugar or with egg'),
          item('နံပြား ပဲပြုတ်', 1500, 'Naan with boiled peas'),
          item('စမူဆာ', 600),
          item('အီကြာကွေး', 500),
          item('ပဲကြော်', 500),
        ],
      },
      {
        section: 'ခေါက်ဆွဲ',
        items: [
          item('မုန့်ဟင်းခါး', 2000, 'Rice noodles in fish broth with banana stem'),
          item('နန်းကြီးသုပ်', 2500),
          soldOut(item('အုန်းနို့ခေါက်ဆွဲ', 3000, 'Coconut noodle soup (weekends only)')),
        ],
      },
    ],
  },
  {
    slug: 'golden-cup-tea-centre',
    name: 'Golden Cup Tea Centre',
    mark: 'GC',
    palette: TEA,
    owner: 'Daw Khin Myint',
    category: 'Tea Shop',
    township: 'Botataung',
    address: 'No. 45, 41st Street, Botataung',
    description:
      'A downtown tea centre with strong Indian-style tea, samosa salad and Shan noodles.',
    hours: daily('06:00', '21:00'),
    plan: standard(6),
    menu: [
      {
        section: 'Tea & Coffee',
        items: [
          item('Milk tea (sweet)', 1200),
          item('Milk tea (strong)', 1200),
          item('Black coffee', 1500),
          item('Lime juice', 2000),
        ],
      },
      {
        section: 'Snacks',
        items: [
          item('Samosa salad', 2500, 'Samosa thoke: samosa, cabbage, mint and bean soup'),
          item('Palata with egg', 1800),
          item('Egg fried rice', 3000),
        ],
      },
      {
        section: 'Noodles',
        items: [item('Shan noodles', 3000), item('Mohinga', 2000)],
      },
    ],
  },
  {
    slug: 'daw-khin-mohinga',
    name: 'ဒေါ်ခင် မုန့်ဟင်းခါး',
    mark: 'DK',
    palette: FOOD,
    owner: 'Daw Khin Htay',
    category: 'Restaurant',
    township: 'Kamayut',
    address: 'No. 18, Pyay Road, Kamayut',
    description:
      'Mohinga the old Yangon way, with crisp gourd fritters. ' +
      'ဘူးသီးကြော်၊ ပဲကြော်နှင့် ကြက်ဥပြုတ် ထည့်စားနိုင်ပါသည်။',
    hours: daily('05:00', '11:30'),
    plan: basic(6),
    menu: [
      {
        section: 'မုန့်ဟင်းခါး',
        items: [
          item('မုန့်ဟင်းခါး', 1800),
          item('မုန့်ဟင်းခါး ဘူးသီးကြော်နှင့်', 2300),
          item('မုန့်ဟင်းခါး ကြက်ဥပြုတ်နှင့်', 2500),
          item('Mohinga family pack (4 bowls)', 8000, 'Broth and noodles packed separately'),
        ],
      },
      {
        section: 'အကြော်',
        items: [item('ဘူးသီးကြော်', 500), item('ပဲကြော်', 500), item('ကြက်ဥပြုတ်', 600)],
      },
    ],
  },
  {
    slug: 'taunggyi-shan-noodle-house',
    name: 'Taunggyi Shan Noodle House တောင်ကြီး ရှမ်းခေါက်ဆွဲ',
    mark: 'TS',
    palette: FOOD,
    owner: 'Sai Aung Kham',
    category: 'Restaurant',
    township: 'Bahan',
    address: 'No. 21, Dhammazedi Road, Bahan',
    description: 'Shan noodles, tofu and rice dishes from Taunggyi, cooked by a Shan family.',
    hours: daily('07:00', '21:00'),
    plan: standard(12, true),
    branches: [
      { name: 'Yankin branch', address: 'No. 5, Kabar Aye Pagoda Road', township: 'Yankin' },
    ],
    menu: [
      {
        section: 'Noodles',
        items: [
          item('Shan noodle soup (chicken)', 3500),
          item('Shan noodle salad (pork)', 3500),
          item('Shan tofu noodles', 3000, 'Hot yellow tofu over rice noodles'),
          item('Sticky noodles', 3200),
        ],
      },
      {
        section: 'Rice',
        items: [
          item('Shan sour rice with tomato (htamin chin)', 3000),
          item('Fried tofu with chilli sauce', 2500),
        ],
      },
      {
        section: 'Drinks',
        items: [item('Shan tea', 500), item('Lime soda', 2000), item('Avocado juice', 3500)],
      },
    ],
  },
  {
    slug: 'mandalay-mee-shay',
    name: 'မန္တလေး မြီးရှည်',
    mark: 'MS',
    palette: FOOD,
    owner: 'U Min Thu',
    category: 'Restaurant',
    township: 'Chanayethazan',
    address: '82nd Street, between 26th and 27th Streets, Chanayethazan',
    description: 'Mandalay mee shay with pork or chicken, and Mandalay mont di.',
    hours: daily('06:00', '14:00'),
    plan: basic(12),
    menu: [
      {
        section: 'မြီးရှည်',
        items: [
          item('ဝက်သား မြီးရှည်', 2500, 'Rice noodles with pork and rice-flour jelly'),
          item('ကြက်သား မြီးရှည်', 2500),
          item('မြီးရှည် အရည်', 2300),
        ],
      },
      {
        section: 'မုန့်တီ',
        items: [item('မန္တလေး မုန့်တီ', 2200), item('မုန့်တီ သုပ်', 2200)],
      },
      { section: 'အချိုရည်', items: [item('သံပုရာရည်', 1500), item('ထန်းလျက်ရည်', 1200)] },
    ],
  },
  {
    slug: 'nan-gyi-thoke-corner',
    name: 'Nan Gyi Thoke Corner',
    mark: 'NG',
    palette: FOOD,
    owner: 'Daw Nu Nu Yi',
    category: 'Restaurant',
    township: 'Mahaaungmye',
    address: '35th Street, between 80th and 81st Streets, Mahaaungmye',
    description: 'Thick round rice noodles in chicken curry, Mandalay style. နန်းကြီးသုပ် ဆိုင်။',
    hours: daily('06:30', '13:00'),
    plan: basic(3),
    menu: [
      {
        section: 'Noodles',
        items: [
          item('Nan gyi thoke', 2500),
          item('Nan gyi thoke, extra chicken', 3300),
          item('Mont di salad', 2200),
          item('Nan byar gyi thoke', 2500, 'Flat noodles, same curry'),
        ],
      },
      { section: 'Sides', items: [item('Fried fish cake', 800), item('Boiled egg', 500)] },
    ],
  },
  {
    slug: 'yadanar-bakery',
    name: 'ရတနာ မုန့်တိုက်',
    mark: 'YB',
    palette: BAKERY,
    owner: 'Ma Thandar',
    category: 'Bakery',
    township: 'Yankin',
    address: 'No. 60, Thitsar Road, Yankin',
    description:
      'Fresh bread before six, butter cakes and birthday cakes to order. Yadanar Bakery.',
    hours: daily('06:00', '20:00'),
    plan: standard(6),
    menu: [
      {
        section: 'ပေါင်မုန့်',
        items: [
          item('ပေါင်မုန့် (အလုံးကြီး)', 2500, 'White sandwich loaf'),
          item('နို့ ပေါင်မုန့်', 800, 'Milk bread roll'),
          item('Custard bun', 900),
          item('Chicken puff', 1500),
        ],
      },
      {
        section: 'ကိတ်မုန့်',
        items: [
          item('Butter cake slice', 2500),
          item('ဆနွင်းမကင်း', 3000, 'Semolina cake with coconut milk'),
          item('Birthday cake, 1 lb', 25_000, 'Order a day ahead'),
          soldOut(item('Strawberry shortcake', 4500, 'When strawberries are in season')),
        ],
      },
    ],
  },
  {
    slug: 'morning-bun-bakery',
    name: 'Morning Bun Bakery',
    mark: 'MB',
    palette: BAKERY,
    owner: 'Ko Htet Aung',
    category: 'Bakery',
    township: 'Aungmyethazan',
    address: '26th Street, between 84th and 85th Streets, Aungmyethazan',
    description: 'Small Mandalay bakery: buns, croissants and coffee from Pyin Oo Lwin beans.',
    hours: monToSat('06:30', '18:30'),
    plan: basic(6),
    menu: [
      {
        section: 'Bakes',
        items: [
          item('Butter croissant', 2000),
          item('Cinnamon roll', 2200),
          item('Coconut bun', 1000),
          item('Sausage roll', 1800),
          item('Banana bread slice', 1800),
        ],
      },
      { section: 'Coffee', items: [item('Americano', 3000), item('Latte', 3800)] },
    ],
  },
  {
    slug: 'inya-lake-coffee',
    name: 'Inya Lake Coffee',
    mark: 'IL',
    palette: CAFE,
    owner: 'Ma Su Myat',
    category: 'Cafe',
    township: 'Mayangone',
    address: 'No. 3, Kaba Aye Pagoda Road, Mayangone',
    description:
      'Myanmar coffee from Ywangan and Pyin Oo Lwin, roasted in the shop. Wi-Fi and quiet tables.',
    hours: daily('08:00', '21:00'),
    plan: premium(12),
    branches: [
      { name: 'Kamayut branch', address: 'No. 150, University Avenue', township: 'Kamayut' },
      { name: 'Tamwe branch', address: 'No. 9, Kyaik Kasan Road', township: 'Tamwe' },
    ],
    menu: [
      {
        section: 'Coffee',
        items: [
          item('Espresso', 3000),
          item('Cappuccino', 4200),
          item('Iced latte', 4800),
          item('Pour-over, Ywangan beans', 5500),
        ],
      },
      {
        section: 'Tea & other drinks',
        items: [
          item('Iced lemon tea', 3500),
          item('Hot chocolate', 4500),
          item('Avocado smoothie', 5000),
        ],
      },
      {
        section: 'Food',
        items: [
          item('Chicken sandwich', 6500),
          item('Tea leaf salad (lahpet thoke)', 4500),
          item('Chocolate brownie', 3500),
        ],
      },
    ],
    products: [
      item('Ywangan coffee beans 250 g', 18_000),
      item('Pyin Oo Lwin ground coffee 250 g', 15_000),
    ],
  },
  {
    slug: 'kyaw-kyaw-phone-repair',
    name: 'ကျော်ကျော် ဖုန်းပြင်ဆိုင်',
    mark: 'KK',
    palette: PHONE,
    owner: 'Ko Kyaw Kyaw',
    category: 'Mobile Phones & Accessories',
    township: 'Pabedan',
    address: 'No. 210, Anawrahta Road, Pabedan',
    description:
      'Kyaw Kyaw Phone Repair: screens, batteries and charging ports while you wait. ' +
      'မျက်နှာပြင်လဲ၊ ဘက်ထရီလဲ ချက်ချင်းရ။',
    hours: monToSat('09:30', '19:00'),
    plan: standard(6),
    services: [
      item('Screen replacement (Samsung A series)', 85_000),
      item('Screen replacement (iPhone 11)', 180_000),
      item('Battery replacement', 45_000),
      item('Charging port repair', 25_000),
      item('Software reset and Myanmar font setup', 10_000),
    ],
    products: [
      item('Tempered glass screen protector', 5000),
      item('USB-C charging cable', 6000),
      item('Phone case (silicone)', 8000),
    ],
  },
  {
    slug: 'mingalar-mobile',
    name: 'မင်္ဂလာ မိုဘိုင်း Mingalar Mobile',
    mark: 'MM',
    palette: PHONE,
    owner: 'U Zaw Win',
    category: 'Mobile Phones & Accessories',
    township: 'Chanmyathazi',
    address: '62nd Street, between 28th and 29th Streets, Chanmyathazi',
    description: 'Phones, power banks and accessories, with SIM registration help.',
    hours: daily('09:00', '20:00'),
    plan: standard(12),
    products: [
      item('Power bank 10,000 mAh', 28_000),
      item('20 W fast charger', 15_000),
      item('Bluetooth earbuds', 35_000),
      item('Phone case (leather)', 15_000),
      item('Memory card 64 GB', 18_000),
      soldOut(item('Power bank 20,000 mAh', 45_000)),
    ],
    services: [
      item('Phone set-up and data transfer', 8000),
      item('Screen protector fitting', 2000),
    ],
  },
  {
    slug: 'aung-pharmacy',
    name: 'အောင် ဆေးဆိုင်',
    mark: 'AP',
    palette: PHARMACY,
    owner: 'Daw Mya Mya',
    category: 'Pharmacy',
    township: 'Tamwe',
    address: 'No. 88, Kyaik Kasan Road, Tamwe',
    description:
      'Aung Pharmacy: a registered pharmacist on duty every day. ဆရာဝန် ညွှန်ကြားချက်ဆေးများ ရပါသည်။',
    hours: daily('08:00', '21:30'),
    plan: basic(12),
    products: [
      item('Paracetamol 500 mg, strip of 10', 800),
      item('Oral rehydration salts, 5 sachets', 1500),
      item('Vitamin C 1000 mg, 10 tablets', 4500),
      item('Mosquito repellent lotion', 3500),
      item('Face masks, box of 50', 6000),
      item('Digital thermometer', 9000),
    ],
    services: [item('Blood pressure check', 1000, 'At the counter, by the pharmacist')],
  },
  {
    slug: 'shwe-yadanar-pharmacy',
    name: 'Shwe Yadanar Pharmacy',
    mark: 'SY',
    palette: PHARMACY,
    owner: 'U Hla Myint',
    category: 'Pharmacy',
    township: 'Chanayethazan',
    address: '84th Street, between 29th and 30th Streets, Chanayethazan',
    description: 'Medicines, baby care and first aid near Zegyo market.',
    hours: daily('07:30', '21:00'),
    plan: standard(3),
    products: [
      item('Antacid tablets, strip of 10', 1200),
      item('Baby diapers, pack of 30', 18_000),
      item('Adhesive bandages, box of 100', 3500),
      item('Antiseptic liquid 250 ml', 4000),
      item('Multivitamin syrup for children', 6500),
      item('Eye drops', 3000),
    ],
  },
  {
    slug: 'thiri-beauty-salon',
    name: 'သီရိ အလှပြင်ဆိုင်',
    mark: 'TB',
    palette: BEAUTY,
    owner: 'Ma Thiri',
    category: 'Beauty & Spa',
    township: 'Hlaing',
    address: 'No. 14, Insein Road, Hlaing',
    description:
      'Thiri Beauty Salon: hair, nails, facials and bridal make-up. Book a time by phone.',
    hours: span([2, 3, 4, 5, 6, 7], '09:30', '19:00'),
    plan: standard(6, true),
    services: [
      item('Haircut and blow-dry', 8000),
      item('Hair colour (shoulder length)', 45_000),
      item('Keratin treatment', 90_000),
      item('Facial', 35_000),
      item('Manicure', 10_000),
      item('Pedicure', 12_000),
      item('Bridal make-up and hair', 250_000),
    ],
  },
  {
    slug: 'nwe-nwe-thanakha-spa',
    name: 'Nwe Nwe Thanakha & Spa',
    mark: 'NN',
    palette: BEAUTY,
    owner: 'Daw Nwe Nwe',
    category: 'Beauty & Spa',
    township: 'Chanmyathazi',
    address: '73rd Street, between 30th and 31st Streets, Chanmyathazi',
    description: 'Traditional Myanmar massage and thanakha treatments. သနပ်ခါး အလှပြင်။',
    hours: daily('10:00', '21:00'),
    plan: premium(6),
    services: [
      item('Traditional Myanmar massage, 60 min', 25_000),
      item('Foot massage, 45 min', 15_000),
      item('Thanakha body scrub', 30_000),
      item('Herbal steam', 12_000),
    ],
    products: [item('Shinmadaw thanakha log', 4500), item('Thanakha paste, jar', 3500)],
  },
  {
    slug: 'ko-zaw-tailor',
    name: 'ကိုဇော် အပ်ချုပ်ဆိုင်',
    mark: 'KZ',
    palette: FASHION,
    owner: 'Ko Zaw Min',
    category: 'Fashion & Apparel',
    township: 'Latha',
    address: 'No. 33, 19th Street, Latha',
    description: 'Ko Zaw Tailor: longyi, taikpon jackets and school uniforms, made to measure.',
    hours: monToSat('09:00', '18:00'),
    plan: basic(6),
    services: [
      item('Longyi stitching', 3000),
      item('Htamein with waistband', 4500),
      item('Taikpon jacket, made to measure', 45_000),
      item('Shirt, made to measure', 18_000),
      item('School uniform set', 22_000),
      item('Alterations, per piece', 3000),
    ],
  },
  {
    slug: 'ma-ma-longyi',
    name: 'မမ လုံချည်ဆိုင်',
    mark: 'MM',
    palette: FASHION,
    owner: 'Ma Ma Aye',
    category: 'Fashion & Apparel',
    township: 'Lanmadaw',
    address: 'No. 5, Lanmadaw Street, Lanmadaw',
    description: 'Cotton and silk longyi for men and women; htamein sets for festivals.',
    hours: daily('09:00', '18:30'),
    plan: standard(12),
    products: [
      item('Cotton paso (men\u2019s longyi)', 15_000),
      item('Printed htamein', 18_000),
      item('Yaw longyi, handwoven', 35_000),
      item('Silk htamein set', 120_000),
      item('Gaung baung (headdress)', 12_000),
      item('Velvet slippers', 9000),
    ],
  },
  {
    slug: 'pyinnya-bookshop',
    name: 'Pyinnya Bookshop ပညာ စာအုပ်ဆိုင်',
    mark: 'PB',
    palette: BOOKS,
    owner: 'U Than Htut',
    category: 'Books & Stationery',
    township: 'Kyauktada',
    address: 'No. 120, Pansodan Street, Kyauktada',
    description:
      'New and second-hand books on Pansodan Street: Myanmar literature, history and English readers.',
    hours: monToSat('09:30', '18:30'),
    plan: basic(12),
    products: [
      item('မြန်မာ-အင်္ဂလိပ် အဘိဓာန်', 15_000, 'Myanmar-English dictionary'),
      item('Burmese Days (George Orwell)', 9000),
      item('The River of Lost Footsteps', 25_000),
      item('ကဗျာ စာအုပ်', 4000, 'Poetry collection'),
      item('Children\u2019s picture book', 3500),
      item('Exercise books, pack of 10', 6000),
      item('Ballpoint pens, box of 12', 3000),
    ],
  },
  {
    slug: 'mandalay-book-corner',
    name: 'Mandalay Book Corner',
    mark: 'BC',
    palette: BOOKS,
    owner: 'Daw Yin Yin',
    category: 'Books & Stationery',
    township: 'Chanayethazan',
    address: '27th Street, between 82nd and 83rd Streets, Chanayethazan',
    description: 'School books, exam guides and stationery near the Mandalay moat.',
    hours: monToSat('08:30', '19:00'),
    plan: basic(6),
    products: [
      item('Grade 10 exam guide', 8000),
      item('Geometry set', 3500),
      item('A4 paper, 500 sheets', 12_000),
      item('Water colours, 12', 5500),
      item('Backpack for school', 22_000),
    ],
  },
  {
    slug: 'shwe-pyi-grocery',
    name: 'ရွှေပြည် ကုန်စုံဆိုင်',
    mark: 'SP',
    palette: GROCERY,
    owner: 'Daw San San',
    category: 'Grocery',
    township: 'North Okkalapa',
    address: 'No. 41, Thudhamma Road, North Okkalapa',
    description: 'Shwe Pyi grocery: rice, oil, ngapi and daily goods; delivery in the ward.',
    hours: daily('06:30', '21:00'),
    plan: standard(6, true),
    products: [
      item('Paw San rice, 1 pyi', 9500),
      item('Peanut oil, 1 viss', 14_000),
      item('ငါးပိ (Myeik), 1 tical', 1500),
      item('Onions, 1 viss', 4000),
      item('Eggs, 10', 4500),
      item('Laphet (pickled tea leaves), pack', 3000),
      item('Instant noodles, pack of 5', 3500),
      soldOut(item('Palm sugar (jaggery), 1 viss', 6000)),
    ],
  },
  {
    slug: 'thuka-electronics',
    name: 'Thuka Electronics',
    mark: 'TE',
    palette: TECH,
    owner: 'U Soe Moe',
    category: 'Electronics',
    township: 'Mingala Taungnyunt',
    address: 'No. 77, Bogyoke Aung San Road, Mingala Taungnyunt',
    description: 'Rice cookers, fans, solar lights and inverters for power cuts.',
    hours: monToSat('09:00', '18:00'),
    plan: standard(12),
    products: [
      item('Rice cooker 1.8 L', 48_000),
      item('Stand fan 16 inch', 65_000),
      item('Rechargeable LED lamp', 25_000),
      item('Solar light set', 95_000),
      item('Inverter 1000 W', 420_000),
      item('Extension cord, 5 sockets', 12_000),
    ],
    services: [item('Fan and rice cooker repair', 10_000, 'Price from; depends on the part')],
  },
  {
    slug: 'golden-land-jewellery',
    name: 'ရွှေမြေ ရတနာ Golden Land Jewellery',
    mark: 'GL',
    palette: GOLD,
    owner: 'U Tin Maung',
    category: 'Jewellery',
    township: 'Pabedan',
    address: 'Bogyoke Aung San Market, West Wing, Pabedan',
    description:
      'Gold, jade and ruby jewellery in Bogyoke market; gold bought back at the day\u2019s rate.',
    hours: span([2, 3, 4, 5, 6, 7], '10:00', '17:00'),
    plan: premium(12),
    products: [
      item('Gold ring, 1 pe', 1_250_000),
      item('Jade bangle', 480_000),
      item('Ruby earrings (Mogok)', 1_800_000),
      item('Silver anklet', 65_000),
      item('Pearl necklace (Myeik)', 950_000),
    ],
    services: [item('Ring resizing', 15_000), item('Jewellery cleaning', 5000)],
  },
  {
    slug: 'teak-house-furniture',
    name: 'Teak House Furniture',
    mark: 'TH',
    palette: HOME,
    owner: 'U Myo Lwin',
    category: 'Home & Furniture',
    township: 'Thingangyun',
    address: 'No. 250, Thanthumar Road, Thingangyun',
    description: 'Teak and rattan furniture made in our workshop; delivery anywhere in Yangon.',
    hours: monToSat('09:00', '17:30'),
    plan: standard(12),
    products: [
      item('Teak dining table, 6 seats', 1_850_000),
      item('Teak chair', 180_000),
      item('Rattan armchair', 150_000),
      item('Bookshelf, 5 shelves', 420_000),
      item('Wooden bed frame, queen', 950_000),
    ],
    services: [item('Delivery in Yangon', 20_000)],
  },
  {
    slug: 'aye-aye-hair-cut',
    name: 'အေးအေး ဆံပင်ညှပ်ဆိုင်',
    mark: 'AA',
    palette: BEAUTY,
    owner: 'Ma Aye Aye',
    category: 'Beauty & Spa',
    township: 'Insein',
    address: 'No. 9, Station Road, Insein',
    description: 'Aye Aye Hair Cut: quick cuts for men, women and children.',
    hours: daily('08:00', '19:00'),
    plan: basic(3),
    services: [
      item('Men\u2019s haircut', 3000),
      item('Women\u2019s haircut', 5000),
      item('Children\u2019s haircut', 2500),
      item('Shave', 2000),
      item('Hair wash and dry', 3000),
    ],
  },
  {
    slug: 'rakhine-mont-di',
    name: 'ရခိုင် မုန့်တီ',
    mark: 'RM',
    palette: FOOD,
    owner: 'U Tun Tun Oo',
    category: 'Restaurant',
    township: 'Thaketa',
    address: 'No. 31, Min Nandar Road, Thaketa',
    description: 'Rakhine mont di: thin rice noodles in a hot fish broth, as in Sittwe.',
    hours: daily('06:00', '15:00'),
    plan: basic(6),
    menu: [
      {
        section: 'မုန့်တီ',
        items: [
          item('ရခိုင် မုန့်တီ (အရည်)', 2500),
          item('ရခိုင် မုန့်တီ (အသုပ်)', 2500),
          item('Extra fish cake', 800),
        ],
      },
      { section: 'Drinks', items: [item('Green tea', 0), item('Sugarcane juice', 1500)] },
    ],
  },
  {
    slug: 'ohn-no-khao-swe-house',
    name: 'Ohn No Khao Swe House',
    mark: 'OK',
    palette: FOOD,
    owner: 'Daw Than Than',
    category: 'Restaurant',
    township: 'Ahlon',
    address: 'No. 14, Strand Road, Ahlon',
    description: 'Coconut chicken noodles with crisp fritters, lime and chilli. အုန်းနို့ခေါက်ဆွဲ။',
    hours: daily('07:00', '20:00'),
    plan: standard(3, true),
    menu: [
      {
        section: 'Noodles',
        items: [
          item('Ohn no khao swe', 3000),
          item('Ohn no khao swe, large', 3800),
          item('Khao swe thoke (noodle salad)', 3000),
        ],
      },
      {
        section: 'Sides',
        items: [item('Split pea fritters', 500), item('Boiled egg', 500), item('Fish cake', 700)],
      },
      { section: 'Drinks', items: [item('Lime juice', 1800), item('Iced milk tea', 1800)] },
    ],
  },
  {
    slug: 'royal-dan-pauk',
    name: 'Royal Dan Pauk ဒံပေါက်',
    mark: 'RD',
    palette: FOOD,
    owner: 'U Aung Naing',
    category: 'Restaurant',
    township: 'Kyimyindaing',
    address: 'No. 6, Lower Kyimyindaing Road, Kyimyindaing',
    description: 'Dan pauk (biryani) with chicken or mutton, cooked in pots since dawn.',
    hours: daily('10:00', '21:00'),
    plan: premium(6),
    branches: [{ name: 'Hlaing branch', address: 'No. 2, Parami Road', township: 'Hlaing' }],
    menu: [
      {
        section: 'Dan pauk',
        items: [
          item('Chicken dan pauk', 7000),
          item('Mutton dan pauk', 9500),
          item('Vegetable dan pauk', 5500),
          item('Dan pauk party tray (10 persons)', 85_000, 'Order a day ahead'),
        ],
      },
      {
        section: 'Sides & drinks',
        items: [
          item('Mint chutney salad', 1500),
          item('Yoghurt (dain chin)', 1500),
          item('Lime soda', 2000),
        ],
      },
    ],
  },
  {
    slug: 'yangon-laundry-express',
    name: 'Yangon Laundry Express',
    mark: 'YL',
    palette: SERVICE,
    owner: 'Ko Min Khant',
    category: 'Services',
    township: 'South Okkalapa',
    address: 'No. 19, Waizayandar Road, South Okkalapa',
    description: 'Wash, dry and iron by the kilo; pick-up and delivery the next day.',
    hours: daily('08:00', '20:00'),
    plan: standard(6, true),
    services: [
      item('Wash and fold, per kg', 2500),
      item('Ironing, per piece', 500),
      item('Dry cleaning, jacket', 6000),
      item('Blanket wash', 8000),
      item('Pick-up and delivery', 2000),
    ],
  },
  {
    slug: 'bright-star-computer-repair',
    name: 'Bright Star Computer Repair',
    mark: 'BS',
    palette: TECH,
    owner: 'Ko Thet Naing',
    category: 'Services',
    township: 'Dagon',
    address: 'No. 55, Pyay Road, Dagon',
    description: 'Laptop and desktop repair, Myanmar Unicode set-up and data recovery.',
    hours: monToSat('09:00', '18:00'),
    plan: basic(12),
    services: [
      item('Laptop diagnosis', 5000),
      item('Windows installation with Myanmar Unicode fonts', 20_000),
      item('SSD upgrade (labour)', 15_000),
      item('Keyboard replacement', 45_000),
      item('Data recovery', 60_000, 'Price from'),
    ],
  },
  {
    slug: 'green-leaf-vegetarian',
    name: 'Green Leaf သက်သတ်လွတ်',
    mark: 'GV',
    palette: GROCERY,
    owner: 'Daw Ohmar',
    category: 'Restaurant',
    township: 'Bahan',
    address: 'No. 8, Shwegondaing Road, Bahan',
    description: 'Vegetarian Myanmar curries and salads near Shwedagon. Meatless every day.',
    hours: daily('10:00', '20:30'),
    plan: standard(6),
    menu: [
      {
        section: 'Curries',
        items: [
          item('Mushroom curry with rice', 4000),
          item('Pumpkin curry with rice', 3500),
          item('Tofu and long bean curry', 3800),
        ],
      },
      {
        section: 'Salads',
        items: [
          item('လက်ဖက်သုပ်', 3000, 'Tea leaf salad'),
          item('Pennywort salad', 2500),
          item('Green tomato salad', 2500),
        ],
      },
      { section: 'Drinks', items: [item('Fresh coconut', 2500), item('Lime juice', 1800)] },
    ],
  },
  {
    slug: 'sweet-falooda',
    name: 'Sweet Falooda ဖာလူဒါ',
    mark: 'SF',
    palette: CAFE,
    owner: 'Ma Hnin Wai',
    category: 'Cafe',
    township: 'Pyigyidagun',
    address: '62nd Street, near 35th Street, Pyigyidagun',
    description: 'Falooda, shwe yin aye and ice cream on hot Mandalay afternoons.',
    hours: daily('11:00', '22:00'),
    plan: basic(6),
    menu: [
      {
        section: 'Desserts',
        items: [
          item('Falooda', 3000),
          item('ရွှေရင်အေး', 2500, 'Coconut milk, sago and agar jelly'),
          item('ကျောက်ကျော', 1500, 'Coconut agar jelly'),
          item('Ice cream, two scoops', 2500),
        ],
      },
      { section: 'Drinks', items: [item('Mango lassi', 3000), item('Iced coffee', 2500)] },
    ],
  },
  {
    slug: 'pyin-oo-lwin-strawberry-cafe',
    name: 'Pyin Oo Lwin Strawberry Café',
    mark: 'PS',
    palette: CAFE,
    owner: 'Daw Khin Lay',
    category: 'Cafe',
    township: 'Pyin Oo Lwin',
    address: 'Mandalay-Lashio Road, near the clock tower, Pyin Oo Lwin',
    description: 'Strawberry drinks in season, coffee from our own hills all year.',
    hours: daily('08:00', '19:00'),
    plan: standard(12),
    menu: [
      {
        section: 'Drinks',
        items: [
          soldOut(item('Strawberry juice', 3500, 'December to March')),
          soldOut(item('Strawberry milkshake', 4000, 'December to March')),
          item('Hill coffee, hot', 2500),
          item('Hot ginger tea', 1500),
        ],
      },
      {
        section: 'Food',
        items: [item('Strawberry jam toast', 2500), item('Shan khauk swe', 3000)],
      },
    ],
    products: [item('Strawberry jam, jar', 6000), item('Pyin Oo Lwin coffee beans 500 g', 25_000)],
  },
  {
    slug: 'amarapura-silk',
    name: 'အမရပူရ ပိုးထည် Amarapura Silk',
    mark: 'AS',
    palette: FASHION,
    owner: 'U Khin Maung Win',
    category: 'Fashion & Apparel',
    township: 'Amarapura',
    address: 'Silk weavers\u2019 quarter, near U Bein Bridge, Amarapura',
    description: 'Acheik silk woven on hand looms in our workshop; visitors welcome to watch.',
    hours: daily('08:30', '17:30'),
    plan: premium(12),
    products: [
      item('Acheik silk longyi', 380_000),
      item('Acheik silk htamein', 420_000),
      item('Silk scarf', 45_000),
      item('Cotton-silk longyi', 85_000),
      item('Silk shoulder bag', 35_000),
    ],
  },
  {
    slug: 'mahar-tea-shop',
    name: 'မဟာ လက်ဖက်ရည်ဆိုင်',
    mark: 'MH',
    palette: TEA,
    owner: 'U Thein Zaw',
    category: 'Tea Shop',
    township: 'Aungmyethazan',
    address: '30th Street, between 78th and 79th Streets, Aungmyethazan',
    description: 'Mahar tea shop: Mandalay breakfast and tea from before dawn.',
    hours: daily('04:30', '18:00'),
    plan: basic(12),
    menu: [
      { section: 'လက်ဖက်ရည်', items: TEA_SHOP_DRINKS.slice(0, 4) },
      {
        section: 'မုန့်',
        items: [
          item('ပလာတာ', 1000),
          item('ကြက်သား ပေါက်စီ', 1200, 'Chicken steamed bun'),
          item('မုန့်လက်ဆောင်း', 1500),
        ],
      },
    ],
  },
  {
    slug: 'mandalay-motorbike-service',
    name: 'Mandalay Motorbike Service',
    mark: 'MS',
    palette: SERVICE,
    owner: 'Ko Naing Lin',
    category: 'Services',
    township: 'Patheingyi',
    address: 'Mandalay-Lashio Road, Patheingyi',
    description: 'Oil changes, tyres and tune-ups for motorbikes; most jobs within the hour.',
    hours: monToSat('08:00', '18:00'),
    plan: basic(6),
    services: [
      item('Oil change', 8000),
      item('Tyre replacement (labour)', 3000),
      item('Brake pads', 12_000),
      item('Full service', 25_000),
      item('Puncture repair', 2000),
    ],
  },
  {
    slug: 'myint-mo-stationery',
    name: 'မြင့်မိုရ် စာရေးကိရိယာ',
    mark: 'MY',
    palette: BOOKS,
    owner: 'Daw Myint Myint',
    category: 'Books & Stationery',
    township: 'Hlaingthaya',
    address: 'No. 4, Bayint Naung Road, Hlaingthaya',
    description: 'Myint Mo Stationery: school and office supplies, photocopies and lamination.',
    hours: monToSat('08:00', '19:00'),
    plan: standard(3),
    products: [
      item('Exercise book, 80 pages', 600),
      item('Pencils, box of 12', 2000),
      item('Calculator', 9000),
      item('School bag', 18_000),
    ],
    services: [item('Photocopy, per page', 50), item('Lamination, A4', 500)],
  },
  {
    slug: 'mingalar-mart',
    name: 'Mingalar Mart',
    mark: 'MM',
    palette: RETAIL,
    owner: 'U Kyaw Thu',
    category: 'Retail',
    township: 'Mayangone',
    address: 'No. 101, Kaba Aye Pagoda Road, Mayangone',
    description: 'Neighbourhood mini-mart: snacks, drinks, toiletries and phone top-ups.',
    hours: daily('07:00', '23:00'),
    plan: standard(12, true),
    products: [
      item('Drinking water 1 L', 500),
      item('Myanmar beer, can', 1800),
      item('Potato chips', 1500),
      item('Toothpaste', 2500),
      item('Washing powder 1 kg', 4500),
      item('Phone top-up 5,000', 5000),
      item('Instant coffee mix, 10 sachets', 3500),
    ],
  },
  {
    slug: 'shwedagon-flowers',
    name: 'ရွှေတိဂုံ ပန်းဆိုင်',
    mark: 'SF',
    palette: RETAIL,
    owner: 'Ma Moe Moe',
    category: 'Retail',
    township: 'Dagon',
    address: 'Shwedagon Pagoda Road, near the south stairs, Dagon',
    description:
      'Shwedagon Flowers: jasmine, eugenia and offering sets for the pagoda; wedding flowers to order.',
    hours: daily('05:00', '20:00'),
    plan: basic(3),
    products: [
      item('Jasmine string', 1000),
      item('Eugenia (thabyay) bunch', 1500),
      item('Pagoda offering set', 5000),
      item('Rose bouquet, 12 roses', 25_000),
      item('Wedding car flowers', 120_000, 'Order three days ahead'),
    ],
  },
  {
    slug: 'ko-htet-tea',
    name: 'ကိုထက် လက်ဖက်ရည်',
    mark: 'KH',
    palette: TEA,
    owner: 'Ko Htet Naing',
    category: 'Tea Shop',
    township: 'Kamayut',
    address: 'No. 3, Inya Road, Kamayut',
    description: 'A student tea shop by the university: tea, toast and football on the television.',
    hours: daily('06:00', '23:00'),
    plan: standard(6),
    menu: [
      { section: 'Drinks', items: TEA_SHOP_DRINKS },
      {
        section: 'Food',
        items: [
          item('Butter toast with sugar', 1000),
          item('Fried rice with egg', 3000),
          item('Shan noodles', 3000),
          item('Chicken dumplings', 2500),
        ],
      },
    ],
  },
  {
    slug: 'zabu-massage-spa',
    name: 'Zabu Massage & Spa',
    mark: 'ZM',
    palette: BEAUTY,
    owner: 'Daw Zin Mar',
    category: 'Beauty & Spa',
    township: 'Mahaaungmye',
    address: '78th Street, between 37th and 38th Streets, Mahaaungmye',
    description: 'Massage, sauna and facials by the hour, for travellers and locals.',
    hours: daily('10:00', '22:00'),
    plan: standard(12, true),
    branches: [
      {
        name: 'Chanayethazan branch',
        address: '26th Street near the moat',
        township: 'Chanayethazan',
      },
    ],
    services: [
      item('Full body massage, 90 min', 35_000),
      item('Aromatherapy oil massage, 60 min', 30_000),
      item('Herbal sauna', 10_000),
      item('Head and shoulder massage, 30 min', 12_000),
      item('Facial with thanakha', 22_000),
    ],
  },
];
