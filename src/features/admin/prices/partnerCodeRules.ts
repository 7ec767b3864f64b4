/** The new partner code form's rules, pure: what was typed read as the code to make. */
import {
  MAX_PARTNER_CODE_AMOUNT,
  MAX_PARTNER_CODE_PERCENT,
  MIN_PARTNER_CODE_AMOUNT,
  MIN_PARTNER_PERCENT,
  PARTNER_CODE_AMOUNT_STEP,
  PARTNER_CODE_PATTERN,
  yangonDay,
  yangonDayStart,
  type NewPartnerCodeRequest,
} from '@contract/adminPrices';
import { toLatinDigits } from '../../../i18n/digits';

export interface PartnerCodeInput {
  code: string;
  kind: 'percent' | 'amount';
  /** The percentage or the amount, as typed. */
  value: string;
  partner: string;
  /** The last day it works (YYYY-MM-DD, Yangon), or ''. */
  lastDay: string;
  maxUses: string;
  active: boolean;
}

export type PartnerCodeProblem = 'code' | 'percent' | 'amount' | 'maxUses' | 'expires';

export type PartnerCodeForm =
  | { ok: true; request: NewPartnerCodeRequest }
  | {
      ok: false;
      problems: Partial<Record<'code' | 'value' | 'maxUses' | 'lastDay', PartnerCodeProblem>>;
    };

const whole = (text: string): number | null => {
  const latin = toLatinDigits(text).replace(/[,\s]/g, '');
  return /^[0-9]+$/.test(latin) ? Number(latin) : null;
};

/** Reads the form at `now`: the last day works through that whole day in Yangon. */
export function readPartnerCodeForm(input: PartnerCodeInput, now: Date): PartnerCodeForm {
  const problems: Partial<Record<'code' | 'value' | 'maxUses' | 'lastDay', PartnerCodeProblem>> =
    {};
  const code = input.code.trim().toUpperCase();
  if (!new RegExp(PARTNER_CODE_PATTERN).test(code)) problems.code = 'code';
  const value = whole(input.value);
  if (input.kind === 'percent') {
    if (value === null || value < MIN_PARTNER_PERCENT || value > MAX_PARTNER_CODE_PERCENT) {
      problems.value = 'percent';
    }
  } else if (
    value === null ||
    value < MIN_PARTNER_CODE_AMOUNT ||
    value > MAX_PARTNER_CODE_AMOUNT ||
    value % PARTNER_CODE_AMOUNT_STEP !== 0
  ) {
    problems.value = 'amount';
  }
  let maxUses: number | null = null;
  if (input.maxUses.trim() !== '') {
    maxUses = whole(input.maxUses);
    if (maxUses === null || maxUses < 1) problems.maxUses = 'maxUses';
  }
  let expiresAt: string | null = null;
  if (input.lastDay !== '') {
    const start = yangonDayStart(input.lastDay);
    if (start === null || input.lastDay < yangonDay(now)) problems.lastDay = 'expires';
    // The first moment after the last day: the code works through that whole day.
    else expiresAt = new Date(start.getTime() + 86_400_000).toISOString();
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const partner = input.partner.trim();
  return {
    ok: true,
    request: {
      code,
      ...(input.kind === 'percent'
        ? { percent_off: value as number }
        : { amount_off: value as number }),
      ...(partner === '' ? {} : { partner }),
      expires_at: expiresAt,
      max_uses: maxUses,
      active: input.active,
    },
  };
}
