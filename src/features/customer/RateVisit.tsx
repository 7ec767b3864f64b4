import { nanoid } from '@reduxjs/toolkit';
import type { VisitKind } from '@contract/reviews';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { Translate } from '../../i18n/translate';
import { useGetReviewableVisitsQuery } from './reviewApi';
import { rateOpened, selectRate } from './rateSlice';
import { RateVisitDialog } from './RateVisitDialog';

export interface RateVisitControlViewProps {
  rated: boolean;
  onRate: () => void;
  t: Translate;
}

/** 'Rate this visit' under a completed visit that may be rated, or that it has been. */
export function RateVisitControlView({ rated, onRate, t }: RateVisitControlViewProps) {
  if (rated) return <p className="customer-item__rated">{t('customer.rate.rated')}</p>;
  return (
    <div>
      <Button variant="secondary" onClick={onRate}>
        {t('customer.rate.action')}
      </Button>
    </div>
  );
}

/**
 * The control of one order or reservation: shown only for a visit the server lists as completed
 * within the rating window (the same list answers every card).
 */
export function RateVisitControl({
  visit,
  visitId,
  shopName,
  t,
}: {
  visit: VisitKind;
  visitId: number;
  shopName: string;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const { data } = useGetReviewableVisitsQuery();
  const found = data?.visits.find((v) => v.visit === visit && v.visit_id === visitId);
  if (!found) return null;
  return (
    <RateVisitControlView
      rated={found.review_id !== null}
      onRate={() => dispatch(rateOpened({ visit, visitId, shopName, key: nanoid() }))}
      t={t}
    />
  );
}

/** The rating dialog of /my/orders, while it is open. */
export function RateVisitHost({ t }: { t: Translate }) {
  const state = useAppSelector(selectRate);
  if (state.status === 'closed') return null;
  // A new dialog (another visit, or opened again) starts with empty fields.
  return <RateVisitDialog key={state.target.key} state={state} t={t} />;
}
