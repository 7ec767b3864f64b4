import { useState } from 'react';
import { addDays, ORDER_LIMITS, yangonNow } from '@contract/orderRules';
import type { PublicBranch } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Translate } from '../../i18n/translate';
import { reserveClicked } from './basketThunks';
import { MY_ORDERS_PATH, selectCustomerTokenOf } from './customerToken';
import { useGetShopPageQuery } from './marketplaceApi';
import { useGetSlotsQuery } from './orderingApi';
import { partySizeProblem } from './partySize';
import { parseLocalisedInteger } from './quantity';
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
  // The store page's own entry, already loaded: the shop's largest party.
  const { currentData: shop } = useGetShopPageQuery(slug);
  const maxPartySize = shop?.max_party_size ?? ORDER_LIMITS.defaultMaxPartySize;
  const { currentData, isError } = useGetSlotsQuery(
    { slug, token: token ?? '', branch: form.branchId, date: form.date },
    { skip: token === null || !/^\d{4}-\d{2}-\d{2}$/.test(form.date) },
  );
  const partyProblem = partySizeProblem(partyText, form.partySize, maxPartySize);
  // The server's refusal stands until a field changes (the dialog then checks again itself).
  const refusedParty = state.status === 'open' && state.problem === 'party_too_large';
  const errors = {
    time: tried && form.time === '' ? t('ordering.timeRequired') : null,
    partySize:
      partyProblem === 'invalid'
        ? t('ordering.partySizeInvalid', { max: maxPartySize })
        : partyProblem === 'too_large' || refusedParty
          ? t('ordering.partyTooLarge', { max: maxPartySize })
          : null,
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
      maxPartySize={maxPartySize}
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
        // A party too large is kept as typed, so the field goes on showing what is refused.
        if (value !== null && value >= 1) change({ partySize: value });
        else dispatch(reserveFormEdited());
      }}
      onSubmit={() => {
        setTried(true);
        if (form.time === '' || partyProblem !== null) return;
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
