/**
 * The six add-on pages' copy, read from the catalogues (`features.<page>.…`): every figure, price
 * and step, written out for merchants. One page template shows them all.
 */
import type { MessageKey, Translate } from '../../../i18n/translate';
import { numberedMessages } from '../numberedMessages';

export type FeatureKey =
  'analytics' | 'branches' | 'socialMedia' | 'advertisement' | 'designs' | 'orders';

/**
 * The add-on each page's call to action selects on the plans page. These stay English in code
 * because they are matched against the add-on types' names the server sends, not shown.
 */
export const FEATURE_ADDON_NAMES: Record<FeatureKey, string> = {
  analytics: 'Advanced Analytics',
  branches: 'Branches',
  socialMedia: 'Social Media Content',
  advertisement: 'Advertisement Banner',
  designs: 'Stamp & Card Designs',
  orders: 'Order/Reservations',
};

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

const nonEmpty = <T>(items: T[]): T[] | undefined => (items.length > 0 ? items : undefined);

/** One add-on page's content in the language of `t`. */
export function featureContentFor(t: Translate, feature: FeatureKey): FeatureContent {
  const prefix = `features.${feature}`;
  const text = (name: string) =>
    (t as (key: MessageKey) => string)(`${prefix}.${name}` as MessageKey);
  return {
    title: text('title'),
    summary: text('summary'),
    headlinePrice: text('headlinePrice'),
    figures: numberedMessages(t, `${prefix}.figures`, ['value', 'label']),
    capabilities: numberedMessages(t, `${prefix}.capabilities`, ['title', 'text']),
    steps: nonEmpty(numberedMessages(t, `${prefix}.steps`, ['title', 'text'])),
    prices: numberedMessages(t, `${prefix}.prices`, ['item', 'price']),
    extras: nonEmpty(numberedMessages(t, `${prefix}.extras`, ['item', 'price'])),
    cta: { label: text('cta.label'), addon: FEATURE_ADDON_NAMES[feature] },
  };
}
