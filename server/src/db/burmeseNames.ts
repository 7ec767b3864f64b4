/**
 * The reference data's names in Burmese (Myanmar Unicode), as Myanmar writes them: districts by
 * code, townships and categories by their English name. The seed stores them beside the English
 * names; the marketplace answers a Burmese request with them. A name missing here reads in
 * English.
 */
export interface BurmeseNames {
  districts: Record<string, string>;
  townships: Record<string, string>;
  categories: Record<string, string>;
}

export const burmeseNames: BurmeseNames = {
  districts: {
    'YGN-E': 'ရန်ကုန် အရှေ့ပိုင်း',
    'YGN-W': 'ရန်ကုန် အနောက်ပိုင်း',
    'YGN-S': 'ရန်ကုန် တောင်ပိုင်း',
    'YGN-N': 'ရန်ကုန် မြောက်ပိုင်း',
    MDY: 'မန္တလေး',
    'MDY-POL': 'ပြင်ဦးလွင်',
    'MDY-KSE': 'ကျောက်ဆည်',
    'MDY-MTL': 'မိတ္ထီလာ',
    'MDY-MYG': 'မြင်းခြံ',
    'MDY-NYU': 'ညောင်ဦး',
    'MDY-YMT': 'ရမည်းသင်း',
    'NPT-D': 'ဒက္ခိဏ',
    'NPT-O': 'ဥတ္တရ',
  },
  townships: {
    // Yangon East
    Botataung: 'ဗိုလ်တထောင်',
    'Dagon Seikkan': 'ဒဂုံမြို့သစ် ဆိပ်ကမ်း',
    Dawbon: 'ဒေါပုံ',
    'East Dagon': 'ဒဂုံမြို့သစ် အရှေ့ပိုင်း',
    'Mingala Taungnyunt': 'မင်္ဂလာတောင်ညွန့်',
    'North Dagon': 'ဒဂုံမြို့သစ် မြောက်ပိုင်း',
    'North Okkalapa': 'မြောက်ဥက္ကလာပ',
    Pazundaung: 'ပုဇွန်တောင်',
    'South Dagon': 'ဒဂုံမြို့သစ် တောင်ပိုင်း',
    'South Okkalapa': 'တောင်ဥက္ကလာပ',
    Tamwe: 'တာမွေ',
    Thaketa: 'သာကေတ',
    Thingangyun: 'သင်္ဃန်းကျွန်း',
    Yankin: 'ရန်ကင်း',
    // Yangon West
    Ahlon: 'အလုံ',
    Bahan: 'ဗဟန်း',
    Dagon: 'ဒဂုံ',
    Hlaing: 'လှိုင်',
    Kamayut: 'ကမာရွတ်',
    Kyauktada: 'ကျောက်တံတား',
    Kyimyindaing: 'ကြည့်မြင်တိုင်',
    Lanmadaw: 'လမ်းမတော်',
    Latha: 'လသာ',
    Mayangone: 'မရမ်းကုန်း',
    Pabedan: 'ပန်းဘဲတန်း',
    Sanchaung: 'စမ်းချောင်း',
    Seikkan: 'ဆိပ်ကမ်း',
    // Yangon South
    Cocokyun: 'ကိုကိုးကျွန်း',
    Dala: 'ဒလ',
    Kawhmu: 'ကော့မှူး',
    Kayan: 'ခရမ်း',
    Kungyangon: 'ကွမ်းခြံကုန်း',
    Kyauktan: 'ကျောက်တန်း',
    'Seikkyi Kanaungto': 'ဆိပ်ကြီးခနောင်တို',
    Thanlyin: 'သန်လျင်',
    Thongwa: 'သုံးခွ',
    Twante: 'တွံတေး',
    // Yangon North
    Hlaingthaya: 'လှိုင်သာယာ',
    Hlegu: 'လှည်းကူး',
    Hmawbi: 'မှော်ဘီ',
    Htantabin: 'ထန်းတပင်',
    Insein: 'အင်းစိန်',
    Mingaladon: 'မင်္ဂလာဒုံ',
    Shwepyitha: 'ရွှေပြည်သာ',
    Taikkyi: 'တိုက်ကြီး',
    // Mandalay
    Amarapura: 'အမရပူရ',
    Aungmyethazan: 'အောင်မြေသာစံ',
    Chanayethazan: 'ချမ်းအေးသာစံ',
    Chanmyathazi: 'ချမ်းမြသာစည်',
    Mahaaungmye: 'မဟာအောင်မြေ',
    Patheingyi: 'ပုသိမ်ကြီး',
    Pyigyidagun: 'ပြည်ကြီးတံခွန်',
    // Pyin Oo Lwin
    Madaya: 'မတ္တရာ',
    Mogok: 'မိုးကုတ်',
    'Pyin Oo Lwin': 'ပြင်ဦးလွင်',
    Singu: 'စဉ့်ကူး',
    Thabeikkyin: 'သပိတ်ကျင်း',
    // Kyaukse
    Kyaukse: 'ကျောက်ဆည်',
    Myittha: 'မြစ်သား',
    Sintgaing: 'စဉ့်ကိုင်',
    'Tada-U': 'တံတားဦး',
    // Meiktila
    Mahlaing: 'မလှိုင်',
    Meiktila: 'မိတ္ထီလာ',
    Thazi: 'သာစည်',
    Wundwin: 'ဝမ်းတွင်း',
    // Myingyan
    Myingyan: 'မြင်းခြံ',
    Natogyi: 'နွားထိုးကြီး',
    Taungtha: 'တောင်သာ',
    // Nyaung-U
    Kyaukpadaung: 'ကျောက်ပန်းတောင်း',
    'Nyaung-U': 'ညောင်ဦး',
    // Yamethin
    Pyawbwe: 'ပျော်ဘွယ်',
    Yamethin: 'ရမည်းသင်း',
    // Dekkhina
    Dekkhinathiri: 'ဒက္ခိဏသီရိ',
    Lewe: 'လယ်ဝေး',
    Pyinmana: 'ပျဉ်းမနား',
    Zabuthiri: 'ဇမ္ဗူသီရိ',
    // Ottara
    Ottarathiri: 'ဥတ္တရသီရိ',
    Pobbathiri: 'ပုဗ္ဗသီရိ',
    Tatkon: 'တပ်ကုန်း',
    Zeyathiri: 'ဇေယျာသီရိ',
  },
  categories: {
    Restaurant: 'စားသောက်ဆိုင်',
    'Tea Shop': 'လက်ဖက်ရည်ဆိုင်',
    Cafe: 'ကော်ဖီဆိုင်',
    Bakery: 'မုန့်တိုက်',
    Grocery: 'ကုန်စုံဆိုင်',
    Retail: 'လက်လီဆိုင်',
    'Fashion & Apparel': 'ဖက်ရှင်နှင့် အဝတ်အထည်',
    'Beauty & Spa': 'အလှပြင်ဆိုင်နှင့် စပါ',
    Electronics: 'လျှပ်စစ်ပစ္စည်း',
    'Mobile Phones & Accessories': 'မိုဘိုင်းဖုန်းနှင့် ဆက်စပ်ပစ္စည်း',
    Pharmacy: 'ဆေးဆိုင်',
    Jewellery: 'လက်ဝတ်ရတနာ',
    'Home & Furniture': 'အိမ်အသုံးအဆောင်နှင့် ပရိဘောဂ',
    'Books & Stationery': 'စာအုပ်နှင့် စာရေးကိရိယာ',
    Services: 'ဝန်ဆောင်မှု',
  },
};
