/**
 * `/admin/prices`: the plans' prices and limits and the add-ons' prices, each with the changes
 * scheduled for it; 'Schedule a change' and cancelling a scheduled change, for the roles that
 * may change prices (the others see no buttons).
 */
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import { useAdminPricesQuery } from './pricesApi';
import {
  cancelAsked,
  cancelDismissed,
  scheduleClosed,
  scheduleOpened,
  selectCancelDialog,
  selectScheduleDialog,
} from './priceDialogsSlice';
import { confirmCancelChange, submitPriceChange } from './priceThunks';
import { CancelDialogView, PricesView, ScheduleDialogView } from './PricesViews';

export function PricesSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectOperatorRole);
  const mayChange = roleMay(role, 'prices');
  const { data, isError } = useAdminPricesQuery();
  const schedule = useAppSelector(selectScheduleDialog);
  const cancel = useAppSelector(selectCancelDialog);
  return (
    <div className="admin-prices">
      <h1>{t('admin.prices.title')}</h1>
      <p>{t('admin.prices.intro')}</p>
      {data ? (
        <PricesView
          t={t}
          prices={data}
          mayChange={mayChange}
          onSchedule={(subject) => dispatch(scheduleOpened(subject))}
          onCancel={(change) => dispatch(cancelAsked(change))}
        />
      ) : isError ? (
        <p role="alert">{t('admin.prices.failed')}</p>
      ) : (
        <p role="status">{t('admin.prices.loading')}</p>
      )}
      {schedule.status !== 'closed' ? (
        <ScheduleDialogView
          t={t}
          dialog={schedule}
          now={new Date()}
          onSubmit={(request) => void dispatch(submitPriceChange(request))}
          onClose={() => dispatch(scheduleClosed())}
        />
      ) : null}
      {cancel.status !== 'closed' ? (
        <CancelDialogView
          t={t}
          change={cancel.change}
          busy={cancel.status === 'cancelling'}
          failed={cancel.status === 'confirming' && cancel.failed}
          onConfirm={() => void dispatch(confirmCancelChange())}
          onKeep={() => dispatch(cancelDismissed())}
        />
      ) : null}
    </div>
  );
}
