import { useState } from 'react';
import { addDays, ORDER_LIMITS, yangonNow } from '@contract/orderRules';
import type { PublicBranch } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseLocalisedInteger } from './quantity';
import type { Translate } from '../../i18n/translate';
import { reserveClicked } from './basketThunks';
import { MY_ORDERS_PATH, selectCustomerTokenOf } from './customerToken';
import { useGetSlotsQuery } from './orderingApi';
import { ReserveDialogView, type ReserveForm } from './ReserveDialogView';
import { reserveClosed, reserveFormEdited, type ReserveState } from './reserveSlice';

export interface ReserveDialogProps {
  state: Exclude<ReserveState, { status: 'closed' }>;
  branches: readonly PublicBranch[];
  branchId: number | null;
  /** The time now (ms since the epoch): today in Myanmar is the first day offered. */
  now: number;
  returnTo: string;
  t: Translate;
}

/** The dialog's fields (kept here until 'Reserve'), the day's slots, and its submission. */
export function ReserveDialog({ state, branches, branchId, now, returnTo, t }: ReserveDialogProps) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectCustomerTokenOf);
  const today = yangonNow(new Date(now)).date;
  const [form, setForm] = useState<ReserveForm>({
    date: today,
    time: '',
    partySize: 2,
    note: '',
    branchId,
  });
  const [partyText, setPartyText] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const slug = state.target.slug;
  const { currentData, isError } = useGetSlotsQuery(
    { slug, token: token ?? '', branch: form.branchId, date: form.date },
    { skip: token === null || !/^\d{4}-\d{2}-\d{2}$/.test(form.date) },
  );
  const partySizeValid =
    partyText === null ||
    (() => {
      const value = parseLocalisedInteger(partyText);
      return value !== null && value >= 1 && value <= ORDER_LIMITS.partySize;
    })();
  const errors = {
    time: tried && form.time === '' ? t('ordering.timeRequired') : null,
    partySize: partySizeValid ? null : t('ordering.partySizeInvalid'),
  };
  const change = (next: Partial<ReserveForm>) => {
    setForm((current) => ({ ...current, ...next }));
    dispatch(reserveFormEdited());
  };
  return (
    <ReserveDialogView
      state={state}
      form={form}
      slots={currentData?.slots ?? null}
      slotsFailed={isError}
      minDate={today}
      maxDate={addDays(today, ORDER_LIMITS.reservationDaysAhead)}
      branches={branches}
      errors={errors}
      myOrdersTo={MY_ORDERS_PATH}
      onChange={(next) => {
        if (next.partySize !== undefined) setPartyText(null);
        change(next);
      }}
      onPartySizeText={(text) => {
        setPartyText(text);
        const value = parseLocalisedInteger(text);
        if (value !== null && value >= 1 && value <= ORDER_LIMITS.partySize) {
          change({ partySize: value });
        }
      }}
      onSubmit={() => {
        setTried(true);
        if (form.time === '' || !partySizeValid) return;
        void dispatch(
          reserveClicked({
            returnTo,
            request: {
              branch_id: form.branchId,
              date: form.date,
              time: form.time,
              party_size: form.partySize,
              note: form.note.trim(),
            },
          }),
        );
      }}
      onClose={() => dispatch(reserveClosed())}
      t={t}
    />
  );
}
