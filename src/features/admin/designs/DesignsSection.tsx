import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { unseenRequestIds } from '../../../shared/designs/designRules';
import { useAdminDesignEventsQuery, useAdminDesignsQuery } from './adminDesignsApi';
import { filterChosen, selectAdminDesigns } from './adminDesignsSlice';
import { DesignQueueView } from './DesignsViews';

/**
 * /admin/designs: the design requests waiting for a designer (or all of them), each marked when
 * a step of the merchant's on it has not been seen.
 */
export function DesignsSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const { filter } = useAppSelector(selectAdminDesigns);
  const queue = useAdminDesignsQuery(filter, { refetchOnMountOrArgChange: true });
  const events = useAdminDesignEventsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <DesignQueueView
      queue={queue.currentData ?? null}
      failed={queue.isError}
      filter={filter}
      unseenIds={unseenRequestIds(events.data?.events ?? [])}
      onFilter={(chosen) => dispatch(filterChosen(chosen))}
      onRetry={() => void queue.refetch()}
      t={t}
    />
  );
}
