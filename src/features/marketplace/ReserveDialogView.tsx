import { Link } from 'react-router-dom';
import type { PublicBranch } from '@contract/store';
import type { SlotsResponse } from '@contract/orders';
import { Button } from '../../components/Button/Button';
import { Field, SelectField } from '../../components/Field/Field';
import { Dialog } from '../../components/Modal/Dialog';
import { NumberInput } from '../../components/NumberInput/NumberInput';
import { formatReservationWhen } from '../../i18n/dates';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { ReserveProblem, ReserveState } from './reserveSlice';
import { shownDate } from '../../i18n/fieldValues';

export interface ReserveForm {
  date: string;
  time: string;
  partySize: number;
  note: string;
  branchId: number | null;
}

export interface ReserveDialogViewProps {
  state: Exclude<ReserveState, { status: 'closed' }>;
  form: ReserveForm;
  /** The day's slots; null while they load or could not be loaded (`slotsFailed`). */
  slots: SlotsResponse['slots'] | null;
  slotsFailed: boolean;
  /** The first and last day that may be chosen (YYYY-MM-DD). */
  minDate: string;
  maxDate: string;
  /** The most people the shop takes in one reservation. */
  maxPartySize: number;
  branches: readonly PublicBranch[];
  /** Shown once 'Reserve' was pressed with a field that cannot go. */
  errors: { time: string | null; partySize: string | null };
  myOrdersTo: string;
  onChange: (change: Partial<ReserveForm>) => void;
  onPartySizeText: (text: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  t: Translate;
}

const PROBLEM_KEYS = {
  network: 'ordering.reserveNetwork',
  slot_full: 'ordering.reserveSlotFull',
  outside_hours: 'ordering.reserveOutsideHours',
  in_the_past: 'ordering.reserveInThePast',
  too_far: 'ordering.reserveTooFar',
  invalid_date: 'ordering.reserveInvalidDate',
  name_required: 'ordering.reserveNameRequired',
  already_reserved: 'ordering.reserveAlreadyReserved',
  too_many: 'ordering.reserveTooMany',
  blocked: 'ordering.reserveBlocked',
  too_fast: 'ordering.reserveTooFast',
  feature: 'ordering.reserveFeature',
  party_too_large: 'ordering.reserveFailed',
  failed: 'ordering.reserveFailed',
} as const satisfies Record<ReserveProblem, string>;

/**
 * The 'Reserve' dialog: a day (today up to 60 days ahead), one of the day's times with the places
 * left (a full one cannot be chosen), the party size, a note and the branch.
 */
export function ReserveDialogView({
  state,
  form,
  slots,
  slotsFailed,
  minDate,
  maxDate,
  maxPartySize,
  branches,
  errors,
  myOrdersTo,
  onChange,
  onPartySizeText,
  onSubmit,
  onClose,
  t,
}: ReserveDialogViewProps) {
  const { language } = t;
  const digits = (text: string) => localiseDigits(text, language);
  const title = state.target.name
    ? t('ordering.dialogTitle', { name: state.target.name })
    : t('ordering.dialogTitleTable');
  if (state.status === 'requested') {
    return (
      <Dialog
        title={t('ordering.requestedHeading')}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('ordering.close')}</Button>}
      >
        <p role="status">
          {t('ordering.requestedText', {
            when: formatReservationWhen(state.date, state.time, language),
          })}
        </p>
        <p>
          <Link to={myOrdersTo}>{t('ordering.myOrders')}</Link>
        </p>
      </Dialog>
    );
  }
  const sending = state.status === 'sending';
  // A party the shop refused is said next to the party size, not above the buttons.
  const problem =
    state.status === 'open' && state.problem !== 'party_too_large' ? state.problem : null;
  const timeHintId = 'reserve-time-hint';
  const timeErrorId = 'reserve-time-error';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      className="reserve-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('ordering.cancel')}
          </Button>
          <Button form="reserve-form" type="submit" disabled={sending}>
            {sending ? t('ordering.reserving') : t('ordering.reserveSubmit')}
          </Button>
        </>
      }
    >
      <form
        id="reserve-form"
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {branches.length > 0 ? (
          <SelectField
            label={t('ordering.branch')}
            value={form.branchId === null ? '' : String(form.branchId)}
            onChange={(event) =>
              onChange({
                branchId: event.target.value === '' ? null : Number(event.target.value),
                time: '',
              })
            }
            options={[
              { value: '', label: t('ordering.mainShop') },
              ...branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
            ]}
          />
        ) : null}
        <Field
          label={t('ordering.date')}
          type="date"
          min={minDate}
          max={maxDate}
          value={form.date}
          shownValue={shownDate(form.date, t.language)}
          hint={t('ordering.dateHint')}
          required
          onChange={(event) => onChange({ date: event.target.value, time: '' })}
        />
        <div className="field">
          <label className="field__label" htmlFor="reserve-time">
            {t('ordering.time')}
          </label>
          <select
            id="reserve-time"
            className="field__control"
            value={form.time}
            required
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={
              [
                slots?.length === 0 || slots === null ? timeHintId : null,
                errors.time ? timeErrorId : null,
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => onChange({ time: event.target.value })}
          >
            <option value="">{t('ordering.chooseTime')}</option>
            {(slots ?? []).map((slot) => (
              <option key={slot.time} value={slot.time} disabled={slot.left <= 0}>
                {slot.left <= 0
                  ? t('ordering.slotFull', { time: digits(slot.time) })
                  : t('ordering.slotLeft', { time: digits(slot.time), left: slot.left })}
              </option>
            ))}
          </select>
          {slots === null ? (
            <p id={timeHintId} className="field__hint" role={slotsFailed ? 'alert' : undefined}>
              {slotsFailed ? t('ordering.slotsFailed') : t('ordering.slotsLoading')}
            </p>
          ) : slots.length === 0 ? (
            <p id={timeHintId} className="field__hint">
              {t('ordering.noSlots')}
            </p>
          ) : null}
          {errors.time ? (
            <p id={timeErrorId} className="field__error">
              {errors.time}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="reserve-party">
            {t('ordering.partySize')}
          </label>
          <NumberInput
            id="reserve-party"
            className="field__control"
            value={form.partySize}
            min={1}
            max={maxPartySize}
            invalid={errors.partySize !== null}
            describedBy={
              errors.partySize ? 'reserve-party-hint reserve-party-error' : 'reserve-party-hint'
            }
            onEnter={onPartySizeText}
            onStep={(direction) => onChange({ partySize: form.partySize + direction })}
          />
          <p id="reserve-party-hint" className="field__hint">
            {t('ordering.partySizeHint', { max: maxPartySize })}
          </p>
          {errors.partySize ? (
            <p id="reserve-party-error" className="field__error">
              {errors.partySize}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="reserve-note">
            {t('ordering.note')}
          </label>
          <textarea
            id="reserve-note"
            className="field__control"
            rows={2}
            maxLength={500}
            value={form.note}
            onChange={(event) => onChange({ note: event.target.value })}
          />
        </div>
        {problem ? (
          <div role="alert" className="reserve-dialog__problem">
            {t(PROBLEM_KEYS[problem])}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
