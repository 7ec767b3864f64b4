/**
 * The opening-hours editor's model: one row per weekday, open or closed, with its two times. The
 * wire lists only the open days (`WeeklyHours`); the editor keeps a closed day's times so that
 * ticking it open again brings them back. Pure.
 */
import {
  WEEKDAYS,
  hoursProblems,
  type DayHours,
  type HoursProblem,
  type Weekday,
} from '@contract/hours';

export interface DayForm {
  weekday: Weekday;
  open: boolean;
  /** `HH:MM` as a time input gives it; empty when the field was cleared. */
  opens: string;
  closes: string;
}

export type WeekForm = readonly DayForm[];

/** What a day newly ticked open starts with. */
export const DEFAULT_OPENS = '09:00';
export const DEFAULT_CLOSES = '18:00';

/** A closing time of midnight: a time input cannot show `24:00`, so it shows `00:00`. */
const MIDNIGHT = '24:00';

/** A saved day's span, as the wire types it (the weekday a plain number). */
export interface SavedSpan {
  weekday: number;
  opens: string;
  closes: string;
}

/** The editor's week from the saved hours: every weekday, in order, Monday first. */
export function weekFormOf(hours: readonly SavedSpan[]): DayForm[] {
  return WEEKDAYS.map((weekday) => {
    const span = hours.find((candidate) => candidate.weekday === weekday);
    return span
      ? {
          weekday,
          open: true,
          opens: span.opens,
          closes: span.closes === MIDNIGHT ? '00:00' : span.closes,
        }
      : { weekday, open: false, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES };
  });
}

/**
 * The open days as the wire carries them. A day closing at `00:00` closes at midnight, the end of
 * that day (`24:00`), since a shop cannot close at the moment its day begins.
 */
export function hoursOf(week: WeekForm): DayHours[] {
  return week
    .filter((day) => day.open)
    .map((day) => ({
      weekday: day.weekday,
      opens: day.opens,
      closes: day.closes === '00:00' ? MIDNIGHT : day.closes,
    }));
}

export type DayProblem = HoursProblem | 'missingTime';

/** What is wrong with each open day, by weekday: a time left empty, or closing before opening. */
export function weekProblems(week: WeekForm): Partial<Record<Weekday, DayProblem>> {
  const problems: Partial<Record<Weekday, DayProblem>> = {};
  const complete: DayForm[] = [];
  for (const day of week) {
    if (!day.open) continue;
    if (day.opens === '' || day.closes === '') problems[day.weekday] = 'missingTime';
    else complete.push(day);
  }
  const spans = hoursOf(complete);
  for (const [index, problem] of Object.entries(hoursProblems(spans))) {
    const span = spans[Number(index)];
    if (span) problems[span.weekday] = problem;
  }
  return problems;
}
