/**
 * The form of a group of choices on an item ('Size: Regular / Large +500'): what is typed, the
 * checks before it is sent (the contract's `groupShapeProblem`, which the server applies too), and
 * the request it becomes. Pure.
 */
import { groupShapeProblem } from '@contract/optionRules';
import type { ItemOptionRequest, OptionGroup, OptionGroupRequest } from '@contract/options';
import type { MessageKey } from '../../i18n/translate';

export interface OptionRowValues {
  /** The row's key in the form: React's key, and its Zawgyi offers' (`options.<key>.name`). */
  key: number;
  /** The option's id when it is kept; null for a new one. */
  id: number | null;
  name: string;
  nameMy: string;
  /** MMK added when chosen: its field only ever keeps a whole number from 0. */
  price: number;
}

export interface GroupFormValues {
  name: string;
  nameMy: string;
  /** 'Shoppers must choose'. */
  required: boolean;
  /** 'Shoppers may choose several': 'At most' applies, else a shopper chooses one. */
  several: boolean;
  /** 'At most' (kept while 'several' is off, for when it is on again). */
  max: number;
  /** 'At least', when the group is required and several may be chosen. */
  min: number;
  options: OptionRowValues[];
}

/** 'At most' for a group that turns to several choices. */
const SEVERAL_AT_MOST = 2;

const rowOf = (key: number): OptionRowValues => ({ key, id: null, name: '', nameMy: '', price: 0 });

/** The form for `group`, or a new group's (one empty option to start with). */
export function groupFormValuesOf(group: OptionGroup | null): GroupFormValues {
  if (group === null) {
    return {
      name: '',
      nameMy: '',
      required: false,
      several: false,
      max: SEVERAL_AT_MOST,
      min: 1,
      options: [rowOf(1)],
    };
  }
  return {
    name: group.name,
    nameMy: group.name_my,
    required: group.min >= 1,
    several: group.max > 1,
    max: group.max > 1 ? group.max : SEVERAL_AT_MOST,
    min: Math.max(1, group.min),
    options: group.options.map((option, index) => ({
      key: index + 1,
      id: option.id,
      name: option.name,
      nameMy: option.name_my,
      price: option.price,
    })),
  };
}

/** The form with one more empty option at the end. */
export function withNewRow(values: GroupFormValues): GroupFormValues {
  const key = Math.max(0, ...values.options.map((row) => row.key)) + 1;
  return { ...values, options: [...values.options, rowOf(key)] };
}

/** The least and most a shopper chooses, as the form's checkboxes and numbers say. */
export function boundsOf(values: GroupFormValues): { min: number; max: number } {
  const max = values.several ? values.max : 1;
  const min = !values.required ? 0 : values.several ? values.min : 1;
  return { min, max };
}

/** What is sent: names trimmed, options in the form's order, a kept option with its id. */
export function groupRequestOf(values: GroupFormValues): OptionGroupRequest {
  return {
    name: values.name.trim(),
    name_my: values.nameMy.trim(),
    ...boundsOf(values),
    options: values.options.map((row): ItemOptionRequest => ({
      ...(row.id === null ? {} : { id: row.id }),
      name: row.name.trim(),
      name_my: row.nameMy.trim(),
      price: row.price,
    })),
  };
}

/** The checks' words (each without values: a key the listener looks up as it is). */
export type GroupProblemKey = Extract<
  MessageKey,
  | 'store.options.problems.groupNameRequired'
  | 'store.options.problems.optionNameRequired'
  | 'store.options.problems.optionsRequired'
  | 'store.options.problems.maxAboveOptions'
  | 'store.options.problems.minAboveMax'
>;
/** Fields in error by the server's names (`name`, `max`, `options.1.name`), with their words. */
export type GroupProblems = Record<string, GroupProblemKey>;

/** The editor's own checks before sending; the server's, which decide, are the same. */
export function checkGroup(values: GroupFormValues): GroupProblems {
  const body = groupRequestOf(values);
  const problems: GroupProblems = {};
  if (body.name === '') problems.name = 'store.options.problems.groupNameRequired';
  body.options.forEach((option, index) => {
    if (option.name === '') {
      problems[`options.${index}.name`] = 'store.options.problems.optionNameRequired';
    }
  });
  if (body.options.length === 0) {
    problems.options = 'store.options.problems.optionsRequired';
    return problems;
  }
  const shape = groupShapeProblem(body);
  if (shape === 'max_above_options') problems.max = 'store.options.problems.maxAboveOptions';
  if (shape === 'min_above_max') problems.min = 'store.options.problems.minAboveMax';
  return problems;
}
