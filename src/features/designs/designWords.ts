/** How the design page names things in the reader's language. Pure. */
import type { DesignCatalogue, DesignComment, DesignSide, DesignState } from '@contract/designs';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { localName } from '../../shared/reference/localName';

export const STATE_WORDS = {
  brief: 'designs.state.brief',
  consultation: 'designs.state.consultation',
  drafts: 'designs.state.drafts',
  review: 'designs.state.review',
  revision: 'designs.state.revision',
  final: 'designs.state.final',
  delivered: 'designs.state.delivered',
} as const satisfies Record<DesignState, string>;

/** Who the request waits for, as the merchant reads it ('You', 'The designer'). */
export function waitingWords(side: DesignSide | null, t: Translate): string {
  if (side === 'merchant') return t('designs.waitingOn.merchant');
  if (side === 'designer') return t('designs.waitingOn.designer');
  return t('designs.waitingOn.none');
}

/**
 * A product's or an extra's name in the reader's language: the catalogue's Burmese name for its
 * code, else the name the request kept.
 */
export function itemName(
  catalogue: DesignCatalogue,
  item: { code: string; name: string },
  language: Translate['language'],
): string {
  const found =
    catalogue.products.find((p) => p.code === item.code) ??
    catalogue.extras.find((e) => e.code === item.code);
  return found ? localName(found, language) : item.name;
}

/** An amount in MMK ('8,000 MMK' / '၈,၀၀၀ ကျပ်'). */
export const mmk = (amount: number, t: Translate): string =>
  t('designs.mmk', { amount: formatMmk(amount, t.language) });

const COMMENT_KIND = {
  consultation: 'designs.detail.kind.consultation',
  revision: 'designs.detail.kind.revision',
  note: 'designs.detail.kind.note',
} as const satisfies Record<DesignComment['kind'], string>;

export const commentKindWords = (kind: DesignComment['kind'], t: Translate): string =>
  t(COMMENT_KIND[kind]);
