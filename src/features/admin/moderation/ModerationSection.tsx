import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import { groupReportsByShop } from './moderation';
import { useAdminReportsQuery, useAdminSuspensionsQuery } from './moderationApi';
import { selectModeration, suspendClosed, suspendEdited, suspendOpened } from './moderationSlice';
import {
  dismissClicked,
  hideReviewClicked,
  liftClicked,
  suspendConfirmed,
} from './moderationThunks';
import { ModerationView, SuspendDialogView } from './ModerationView';
import './moderation.css';

/**
 * /admin/moderation: shoppers' open reports by shop, with 'Dismiss' and 'Suspend', and the
 * suspended shops with 'Lift suspension'. A role without moderation reads without the buttons
 * (the server refuses its actions anyway).
 */
export function ModerationSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectOperatorRole);
  const canAct = roleMay(role, 'moderation');
  const reports = useAdminReportsQuery('open');
  const suspended = useAdminSuspensionsQuery();
  const { dialog, pending, notice } = useAppSelector(selectModeration);
  return (
    <>
      <ModerationView
        groups={reports.currentData ? groupReportsByShop(reports.currentData) : null}
        suspended={suspended.currentData ?? null}
        failed={reports.isError || suspended.isError}
        canAct={canAct}
        pending={pending}
        notice={notice}
        onRetry={() => {
          void reports.refetch();
          void suspended.refetch();
        }}
        onDismiss={(report) => void dispatch(dismissClicked(report.id, t))}
        onHideReview={(report) =>
          report.review
            ? void dispatch(hideReviewClicked({ id: report.id, reviewId: report.review.id }, t))
            : undefined
        }
        onSuspend={(shop) => dispatch(suspendOpened(shop))}
        onLift={(shop) =>
          void dispatch(liftClicked({ merchantId: shop.merchant_id, name: shop.name }, t))
        }
        t={t}
      />
      {canAct && dialog.status !== 'closed' ? (
        <SuspendDialogView
          key={dialog.shop.merchantId}
          state={dialog}
          onEdited={() => dispatch(suspendEdited())}
          onSubmit={(reason) => void dispatch(suspendConfirmed(reason, t))}
          onClose={() => dispatch(suspendClosed())}
          t={t}
        />
      ) : null}
    </>
  );
}
