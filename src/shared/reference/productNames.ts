/**
 * Plan, add-on and unit names in the reader's language. The server and the screens know a plan or
 * an add-on by its English name (the plans page matches add-ons by it, orders carry it), so the
 * name stays the key and only its display is translated. English shows the name as the server
 * spells it; a name we do not know shows as it is.
 */
import type { MessageKey, Translate } from '../../i18n/translate';

type NameKey = Extract<MessageKey, `names.${string}`>;

const PLANS: Record<string, NameKey> = {
  basic: 'names.plan.basic',
  standard: 'names.plan.standard',
  premium: 'names.plan.premium',
};

const ADDONS: Record<string, NameKey> = {
  'social media content': 'names.addon.socialMedia',
  'order/reservations': 'names.addon.orders',
  branches: 'names.addon.branches',
  'advertisement banner': 'names.addon.banner',
  'stamp & card designs': 'names.addon.designs',
  'advanced analytics': 'names.addon.analytics',
  'custom integration': 'names.addon.integration',
};

const UNITS: Record<string, NameKey> = {
  plan: 'names.unit.plan',
  branch: 'names.unit.branch',
  '30-day banner': 'names.unit.banner',
  design: 'names.unit.design',
  project: 'names.unit.project',
};

function translated(table: Record<string, NameKey>, name: string, t: Translate): string {
  if (t.language === 'en') return name;
  const key = table[name.trim().toLowerCase()];
  return key ? t(key) : name;
}

/** 'Premium' → 'ပရီမီယံ' in Burmese; as the server spells it in English ('basic'). */
export const planName = (name: string, t: Translate): string => translated(PLANS, name, t);

/** 'Advanced Analytics' → 'အဆင့်မြင့် ခွဲခြမ်းစိတ်ဖြာချက်' in Burmese. */
export const addonName = (name: string, t: Translate): string => translated(ADDONS, name, t);

/** A calculator add-on's unit ('branch' → 'ဆိုင်ခွဲ') in Burmese. */
export const unitName = (unit: string, t: Translate): string => translated(UNITS, unit, t);

/** The catalogue chunk these names are in: a screen that shows them loads it. */
export const NAMES_CHUNK = 'names' as const;
