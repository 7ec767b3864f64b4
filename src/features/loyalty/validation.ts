/**
 * The loyalty page's own checks, mirroring the contract's limits (`LOYALTY_LIMITS`) so that the
 * merchant hears what is wrong before anything is sent. Each answers, per field, the problem (the
 * view words it); an empty object means the form may be sent. Values arrive as typed (strings).
 */
import { COLOR_PATTERN, LOYALTY_LIMITS } from '@contract/loyaltyRules';
import { MYANMAR_PHONE } from '../../shared/forms/phone';

export type Problem = 'required' | 'whole' | 'range' | 'tooLong' | 'colour' | 'phone' | 'code';
export type Problems<F extends string> = Partial<Record<F, Problem>>;

const COLOUR = new RegExp(COLOR_PATTERN);
const CODE = new RegExp(`^[0-9]{${LOYALTY_LIMITS.redemptionCodeLength}}$`);

/** A whole number typed in a field: its problem against `min..max`, or null. */
export function wholeProblem(text: string, min: number, max: number): Problem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^-?\d+$/.test(trimmed)) return 'whole';
  const value = Number(trimmed);
  return value < min || value > max ? 'range' : null;
}

function textProblem(text: string, max: number): Problem | null {
  const length = [...text.trim()].length;
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : null;
}

function collect<F extends string>(checks: [F, Problem | null][]): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}

export interface StampCardForm {
  stamps_needed: string;
  reward: string;
  background: string;
  color: string;
}

export function validateStampCard(form: StampCardForm) {
  return collect<keyof StampCardForm>([
    [
      'stamps_needed',
      wholeProblem(form.stamps_needed, LOYALTY_LIMITS.stampsMin, LOYALTY_LIMITS.stampsMax),
    ],
    ['reward', textProblem(form.reward, LOYALTY_LIMITS.reward)],
    ['background', COLOUR.test(form.background) ? null : 'colour'],
    ['color', COLOUR.test(form.color) ? null : 'colour'],
  ]);
}

export interface PointsForm {
  points_per_1000: string;
}

export function validatePoints(form: PointsForm) {
  return collect<keyof PointsForm>([
    [
      'points_per_1000',
      wholeProblem(
        form.points_per_1000,
        LOYALTY_LIMITS.pointsPerThousandMin,
        LOYALTY_LIMITS.pointsPerThousandMax,
      ),
    ],
  ]);
}

export interface PointRewardForm {
  name: string;
  points: string;
}

export function validatePointReward(form: PointRewardForm) {
  return collect<keyof PointRewardForm>([
    ['name', textProblem(form.name, LOYALTY_LIMITS.rewardName)],
    ['points', wholeProblem(form.points, 1, LOYALTY_LIMITS.rewardPointsMax)],
  ]);
}

export interface MembershipForm {
  discount_percent: string;
}

export function validateMembership(form: MembershipForm) {
  return collect<keyof MembershipForm>([
    ['discount_percent', wholeProblem(form.discount_percent, 0, LOYALTY_LIMITS.memberDiscountMax)],
  ]);
}

/** The counter's phone: spaces and dashes typed between digits are dropped. */
export function normalisePhone(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function phoneProblem(text: string): Problem | null {
  const phone = normalisePhone(text);
  if (phone === '') return 'required';
  return MYANMAR_PHONE.test(phone) ? null : 'phone';
}

export function redeemCodeProblem(text: string): Problem | null {
  const code = text.trim();
  if (code === '') return 'required';
  return CODE.test(code) ? null : 'code';
}

/** Whether a form's checks found nothing. */
export const isValid = (problems: object): boolean => Object.keys(problems).length === 0;
