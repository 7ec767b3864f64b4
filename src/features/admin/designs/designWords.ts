/** How the back office names a design request's states and sides. Pure. */
import type { DesignComment, DesignSide, DesignState } from '@contract/designs';
import { formatMmk } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';

export const STATE_WORDS = {
  brief: 'admin.designs.states.brief',
  consultation: 'admin.designs.states.consultation',
  drafts: 'admin.designs.states.drafts',
  review: 'admin.designs.states.review',
  revision: 'admin.designs.states.revision',
  final: 'admin.designs.states.final',
  delivered: 'admin.designs.states.delivered',
} as const satisfies Record<DesignState, string>;

export function waitingWords(side: DesignSide | null, t: Translate): string {
  if (side === 'merchant') return t('admin.designs.waitingOn.merchant');
  if (side === 'designer') return t('admin.designs.waitingOn.designer');
  return t('admin.designs.waitingOn.none');
}

const COMMENT_KIND = {
  consultation: 'admin.designs.detail.kind.consultation',
  revision: 'admin.designs.detail.kind.revision',
  note: 'admin.designs.detail.kind.note',
} as const satisfies Record<DesignComment['kind'], string>;

export const commentKindWords = (kind: DesignComment['kind'], t: Translate): string =>
  t(COMMENT_KIND[kind]);

export const mmk = (amount: number, t: Translate): string =>
  t('admin.designs.mmk', { amount: formatMmk(amount, t.language) });
