/**
 * The editor's own checks before it sends a form, with the server's rules (which still decide):
 * required fields, the slug's shape, a Myanmar phone number, the opening hours, the price. Each
 * check answers the fields in error by their wire names, with the key of the words to show. Pure.
 */
import { isValidSlug } from '@contract/slug';
import { ORDER_LIMITS } from '@contract/orderRules';
import { SLOT_CAPACITY_MAX, STORE_LIMITS } from '@contract/store';
import type { Weekday } from '@contract/hours';
import { parseTypedNumber } from '../../i18n/digits';
import type { MessageKey } from '../../i18n/translate';
import { weekProblems, type DayProblem, type WeekForm } from './hoursForm';

import { MYANMAR_PHONE, phoneOf } from '../../shared/forms/phone';

export { MYANMAR_PHONE, phoneOf };

export type ProblemKey = Extract<MessageKey, `store.problems.${string}`>;
/** Fields in error, by wire name (`name`, `phone`, `hours.3` for Wednesday), with their words. */
export type FieldProblems = Record<string, ProblemKey>;

const DAY_PROBLEM: Record<DayProblem, ProblemKey> = {
  missingTime: 'store.problems.missingTime',
  closesBeforeOpens: 'store.problems.closesBeforeOpens',
  duplicateDay: 'store.problems.duplicateDay',
};

/** The field key of one weekday's row in the hours editor. */
export const dayField = (weekday: Weekday): string => `hours.${weekday}`;

function checkHours(week: WeekForm, problems: FieldProblems): void {
  for (const [weekday, problem] of Object.entries(weekProblems(week))) {
    problems[dayField(Number(weekday) as Weekday)] = DAY_PROBLEM[problem];
  }
}

function checkPhone(phone: string, problems: FieldProblems): void {
  if (phoneOf(phone) === '') problems.phone = 'store.problems.phoneRequired';
  else if (!MYANMAR_PHONE.test(phoneOf(phone))) problems.phone = 'store.problems.phoneInvalid';
}

export interface ProfileFormValues {
  name: string;
  slug: string;
  description: string;
  categoryId: string;
  townshipId: string;
  address: string;
  phone: string;
  week: WeekForm;
  /** Reservations per 30-minute slot, as typed. */
  slotCapacity: string;
  /** The largest party of one reservation, as typed. */
  maxPartySize: string;
  /** 'Take orders for later'. */
  ordersForLater: boolean;
}

/** The largest party typed (Latin or Myanmar digits), or null when not 1-100. */
export function maxPartySizeOf(typed: string): number | null {
  const value = parseTypedNumber(typed);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= ORDER_LIMITS.partySize
    ? value
    : null;
}

/** The reservations per time slot typed (Latin or Myanmar digits), or null when not 1-500. */
export function slotCapacityOf(typed: string): number | null {
  const value = parseTypedNumber(typed);
  return value !== null && Number.isInteger(value) && value >= 1 && value <= SLOT_CAPACITY_MAX
    ? value
    : null;
}

function checkSlotCapacity(typed: string, problems: FieldProblems): void {
  if (slotCapacityOf(typed) === null) problems.slot_capacity = 'store.problems.slotCapacityInvalid';
}

export function checkProfile(values: ProfileFormValues): FieldProblems {
  const problems: FieldProblems = {};
  if (values.name.trim() === '') problems.name = 'store.problems.nameRequired';
  const slug = values.slug.trim();
  if (slug !== '' && !isValidSlug(slug)) problems.slug = 'store.problems.slugInvalid';
  if (values.categoryId === '') problems.category_id = 'store.problems.categoryRequired';
  if (values.townshipId === '') problems.township_id = 'store.problems.townshipRequired';
  checkPhone(values.phone, problems);
  checkHours(values.week, problems);
  checkSlotCapacity(values.slotCapacity, problems);
  if (maxPartySizeOf(values.maxPartySize) === null) {
    problems.max_party_size = 'store.problems.maxPartySizeInvalid';
  }
  return problems;
}

export interface BranchFormValues {
  name: string;
  address: string;
  townshipId: string;
  phone: string;
  week: WeekForm;
  /** Reservations per 30-minute slot, as typed. */
  slotCapacity: string;
}

export function checkBranch(values: BranchFormValues): FieldProblems {
  const problems: FieldProblems = {};
  if (values.name.trim() === '') problems.name = 'store.problems.branchNameRequired';
  if (values.townshipId === '') problems.township_id = 'store.problems.townshipRequired';
  checkPhone(values.phone, problems);
  checkHours(values.week, problems);
  checkSlotCapacity(values.slotCapacity, problems);
  return problems;
}

export interface ItemFormValues {
  name: string;
  description: string;
  /** The price as typed (Latin or Myanmar digits, with or without grouping commas). */
  price: string;
  /** The menu section (a menu item's), as the select holds it; '' for none. */
  sectionId: string;
  available: boolean;
}

/** The price typed, in whole kyats, or null when it is not one. */
export function priceOf(typed: string): number | null {
  const value = parseTypedNumber(typed);
  return value !== null && Number.isInteger(value) && value >= 0 && value <= STORE_LIMITS.price
    ? value
    : null;
}

export function checkItem(values: ItemFormValues, isMenuItem: boolean): FieldProblems {
  const problems: FieldProblems = {};
  if (values.name.trim() === '') problems.name = 'store.problems.itemNameRequired';
  if (values.price.trim() === '') problems.price = 'store.problems.priceRequired';
  else if (priceOf(values.price) === null) problems.price = 'store.problems.priceInvalid';
  if (isMenuItem && values.sectionId === '') problems.section_id = 'store.problems.sectionRequired';
  return problems;
}

export function checkSection(name: string): FieldProblems {
  return name.trim() === '' ? { name: 'store.problems.sectionNameRequired' } : {};
}
