import { useId } from 'react';
import type { Weekday } from '@contract/hours';
import type { Translate } from '../../i18n/translate';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import type { DayForm, WeekForm } from './hoursForm';
import { shownTime } from '../../i18n/fieldValues';

export interface HoursEditorProps {
  week: WeekForm;
  onChange: (week: DayForm[]) => void;
  /** The problem of each weekday's row, in words. */
  dayErrors: Partial<Record<Weekday, string>>;
  /** A problem of the week as a whole (the server's word for `hours`). */
  error?: string | null;
  disabled?: boolean;
  t: Translate;
}

/**
 * Opening hours: one group per weekday, named by the day, with an 'Open' checkbox and the opening
 * and closing times (native time inputs: typed or picked, by keyboard as by touch).
 */
export function HoursEditor({ week, onChange, dayErrors, error, disabled, t }: HoursEditorProps) {
  const errorId = useId();
  const change = (weekday: Weekday, patch: Partial<DayForm>) =>
    onChange(week.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));
  return (
    <fieldset className="store-hours" aria-describedby={error ? errorId : undefined}>
      <legend className="store-hours__legend">{t('store.profile.hours')}</legend>
      <p className="field__hint">{t('store.profile.hoursHint')}</p>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      <ul className="store-hours__days">
        {week.map((day) => (
          <DayRow
            key={day.weekday}
            day={day}
            error={dayErrors[day.weekday] ?? null}
            disabled={disabled}
            onChange={(patch) => change(day.weekday, patch)}
            t={t}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function DayRow({
  day,
  error,
  disabled,
  onChange,
  t,
}: {
  day: DayForm;
  error: string | null;
  disabled?: boolean;
  onChange: (patch: Partial<DayForm>) => void;
  t: Translate;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const dayName = t(`store.weekdays.${day.weekday}`);
  return (
    <li>
      <fieldset className="store-hours__day" aria-describedby={error ? errorId : undefined}>
        <legend className="store-hours__day-name">{dayName}</legend>
        <Checkbox
          className="store-hours__open"
          label={t('store.profile.open')}
          checked={day.open}
          disabled={disabled}
          onChange={(open) => onChange({ open })}
        />
        {day.open ? (
          <div className="store-hours__times">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-opens`}>
                {t('store.profile.opens')}
              </label>
              <input
                id={`${id}-opens`}
                className="field__control"
                type="time"
                value={day.opens}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  shownTime(day.opens, t.language) ? `${id}-opens-shown` : undefined
                }
                onChange={(event) => onChange({ opens: event.target.value })}
              />
              {shownTime(day.opens, t.language) ? (
                <p id={`${id}-opens-shown`} className="field__shown">
                  {shownTime(day.opens, t.language)}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-closes`}>
                {t('store.profile.closes')}
              </label>
              <input
                id={`${id}-closes`}
                className="field__control"
                type="time"
                value={day.closes}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  shownTime(day.closes, t.language) ? `${id}-closes-shown` : undefined
                }
                onChange={(event) => onChange({ closes: event.target.value })}
              />
              {shownTime(day.closes, t.language) ? (
                <p id={`${id}-closes-shown`} className="field__shown">
                  {shownTime(day.closes, t.language)}
                </p>
              ) : null}
            </div>
          </div>
        ) : (
          <p className="store-hours__closed">{t('store.profile.closed')}</p>
        )}
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}
