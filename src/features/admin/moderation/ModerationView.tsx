import { useId, useState } from 'react';
import type { AdminReport, SuspendedShop } from '@contract/moderation';
import { Button } from '../../../components/Button/Button';
import { Message } from '../../../components/Message/Message';
import { Dialog } from '../../../components/Modal/Dialog';
import { Table } from '../../../components/Table/Table';
import { formatYangonDayTime } from '../../../i18n/dates';
import { localiseDigits } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import type { ShopReports } from './moderation';
import type { ModerationNotice, SuspendDialogState } from './moderationSlice';

const shopHref = (slug: string) => `/shops/${encodeURIComponent(slug)}`;

export interface ModerationViewProps {
  groups: ShopReports[] | null;
  suspended: SuspendedShop[] | null;
  failed: boolean;
  /** Shown only to a role that may act. */
  canAct: boolean;
  pending: string | null;
  notice: ModerationNotice | null;
  onRetry: () => void;
  onDismiss: (report: AdminReport) => void;
  /** 'Hide review' on a report of a review (hidden from the store page at once). */
  onHideReview?: (report: AdminReport) => void;
  onSuspend: (shop: { merchantId: number; name: string }) => void;
  onLift: (shop: SuspendedShop) => void;
  t: Translate;
}

function NoticeView({ notice, t }: { notice: ModerationNotice; t: Translate }) {
  switch (notice.kind) {
    case 'dismissed':
      return (
        <Message tone="success">
          {t('admin.moderation.dismissed', {
            id: localiseDigits(String(notice.reportId), t.language),
          })}
        </Message>
      );
    case 'reviewHidden':
      return (
        <Message tone="success">
          {t('admin.moderation.reviewHiddenDone', {
            id: localiseDigits(String(notice.reportId), t.language),
          })}
        </Message>
      );
    case 'suspended':
      return (
        <Message tone="success">
          {t('admin.moderation.suspendedDone', { shop: notice.shop })}
        </Message>
      );
    case 'lifted':
      return (
        <Message tone="success">{t('admin.moderation.lifted', { shop: notice.shop })}</Message>
      );
    case 'failed':
      return <Message tone="error">{notice.message}</Message>;
  }
}

function ShopReportsView({
  group,
  canAct,
  pending,
  onDismiss,
  onHideReview,
  onSuspend,
  t,
}: {
  group: ShopReports;
  canAct: boolean;
  pending: string | null;
  onDismiss: (report: AdminReport) => void;
  onHideReview?: (report: AdminReport) => void;
  onSuspend: (shop: { merchantId: number; name: string }) => void;
  t: Translate;
}) {
  const headingId = useId();
  const { shop } = group;
  const digits = (n: number) => localiseDigits(String(n), t.language);
  return (
    <section className="card moderation-shop" aria-labelledby={headingId}>
      <h3 id={headingId}>{shop.name}</h3>
      <ul className="moderation-shop__facts">
        <li>{t('admin.moderation.merchantId', { id: digits(shop.merchant_id) })}</li>
        <li>{t('admin.moderation.openReports', { count: shop.open_reports })}</li>
        <li>
          <a href={shopHref(shop.slug)} target="_blank" rel="noreferrer">
            {t('admin.moderation.storePage', { shop: shop.name })}
          </a>
        </li>
      </ul>
      <Table
        caption={t('admin.moderation.reportsOf', { name: shop.name })}
        rows={group.reports}
        rowKey={(report) => report.id}
        columns={[
          {
            header: t('admin.moderation.reported'),
            rowHeader: true,
            cell: (report) => formatYangonDayTime(report.created_at, t.language),
          },
          {
            header: t('admin.moderation.reason'),
            cell: (report) => t(`admin.moderation.reasons.${report.reason}`),
          },
          {
            header: t('admin.moderation.details'),
            cell: (report) => report.details || t('admin.moderation.noDetails'),
          },
          {
            header: t('admin.moderation.post'),
            cell: (report) =>
              report.review ? (
                <>
                  <strong>{t('admin.moderation.review', { count: report.review.stars })}</strong>
                  {report.review.text ? <p>{report.review.text}</p> : null}
                  {report.review.hidden ? <p>{t('admin.moderation.reviewHidden')}</p> : null}
                </>
              ) : report.post ? (
                <>
                  <strong>{report.post.title}</strong>
                  {report.post.body ? <p>{report.post.body}</p> : null}
                </>
              ) : (
                t('admin.moderation.wholeShop')
              ),
          },
          {
            header: t('admin.moderation.reporter'),
            cell: (report) => t(`admin.moderation.reporterKind.${report.reporter}`),
          },
          ...(canAct
            ? [
                {
                  header: t('admin.moderation.actions'),
                  cell: (report: AdminReport) => (
                    <>
                      <Button
                        variant="secondary"
                        disabled={pending !== null}
                        aria-label={t('admin.moderation.dismissNamed', { id: digits(report.id) })}
                        onClick={() => onDismiss(report)}
                      >
                        {t('admin.moderation.dismiss')}
                      </Button>
                      {report.review && !report.review.hidden && onHideReview ? (
                        <Button
                          variant="danger"
                          disabled={pending !== null}
                          aria-label={t('admin.moderation.hideReviewNamed', {
                            id: digits(report.id),
                          })}
                          onClick={() => onHideReview(report)}
                        >
                          {t('admin.moderation.hideReview')}
                        </Button>
                      ) : null}
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canAct && !shop.suspended ? (
        <p>
          <Button
            variant="danger"
            aria-label={t('admin.moderation.suspendNamed', { shop: shop.name })}
            onClick={() => onSuspend({ merchantId: shop.merchant_id, name: shop.name })}
          >
            {t('admin.moderation.suspend')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}

/** The queue of open reports by shop, then the suspended shops. */
export function ModerationView({
  groups,
  suspended,
  failed,
  canAct,
  pending,
  notice,
  onRetry,
  onDismiss,
  onHideReview,
  onSuspend,
  onLift,
  t,
}: ModerationViewProps) {
  const reportsId = useId();
  const suspendedId = useId();
  return (
    <div className="moderation">
      <h1>{t('admin.moderation.title')}</h1>
      {notice ? <NoticeView notice={notice} t={t} /> : null}
      {canAct ? null : <p>{t('admin.moderation.readOnly')}</p>}
      {failed ? (
        <div role="alert">
          <p>{t('admin.moderation.loadFailed')}</p>
          <Button onClick={onRetry}>{t('admin.moderation.retry')}</Button>
        </div>
      ) : null}
      <section aria-labelledby={reportsId}>
        <h2 id={reportsId}>{t('admin.moderation.reportsHeading')}</h2>
        {groups === null ? (
          failed ? null : (
            <p role="status">{t('admin.moderation.loading')}</p>
          )
        ) : groups.length === 0 ? (
          <p>{t('admin.moderation.noReports')}</p>
        ) : (
          groups.map((group) => (
            <ShopReportsView
              key={group.shop.merchant_id}
              group={group}
              canAct={canAct}
              pending={pending}
              onDismiss={onDismiss}
              onHideReview={onHideReview}
              onSuspend={onSuspend}
              t={t}
            />
          ))
        )}
      </section>
      <section aria-labelledby={suspendedId}>
        <h2 id={suspendedId}>{t('admin.moderation.suspendedHeading')}</h2>
        {suspended === null ? null : suspended.length === 0 ? (
          <p>{t('admin.moderation.noSuspended')}</p>
        ) : (
          <Table
            labelledBy={suspendedId}
            rows={suspended}
            rowKey={(shop) => shop.merchant_id}
            columns={[
              { header: t('admin.moderation.shop'), rowHeader: true, cell: (shop) => shop.name },
              {
                header: t('admin.moderation.suspendedAt'),
                cell: (shop) => formatYangonDayTime(shop.suspended_at, t.language),
              },
              { header: t('admin.moderation.reason'), cell: (shop) => shop.reason },
              ...(canAct
                ? [
                    {
                      header: t('admin.moderation.actions'),
                      cell: (shop: SuspendedShop) => (
                        <Button
                          variant="secondary"
                          disabled={pending !== null}
                          aria-label={t('admin.moderation.liftNamed', { shop: shop.name })}
                          onClick={() => onLift(shop)}
                        >
                          {t('admin.moderation.lift')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </section>
    </div>
  );
}

export interface SuspendDialogViewProps {
  state: Exclude<SuspendDialogState, { status: 'closed' }>;
  onEdited: () => void;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  t: Translate;
}

/** 'Suspend': the reason the merchant will see (required), then 'Suspend shop'. */
export function SuspendDialogView({
  state,
  onEdited,
  onSubmit,
  onClose,
  t,
}: SuspendDialogViewProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const sending = state.status === 'sending';
  return (
    <Dialog title={t('admin.moderation.suspendTitle', { shop: state.shop.name })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) onSubmit(reason.trim());
        }}
      >
        <p>{t('admin.moderation.suspendText')}</p>
        <div className="field">
          <label className="field__label" htmlFor="suspend-reason">
            {t('admin.moderation.suspendReason')}
          </label>
          <textarea
            id="suspend-reason"
            className="field__control"
            rows={3}
            maxLength={500}
            required
            aria-invalid={tried && missing ? true : undefined}
            aria-describedby={tried && missing ? 'suspend-reason-error' : undefined}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              onEdited();
            }}
          />
          {tried && missing ? (
            <p id="suspend-reason-error" className="field__error">
              {t('admin.moderation.suspendReasonRequired')}
            </p>
          ) : null}
        </div>
        {state.status === 'failed' ? <Message tone="error">{state.message}</Message> : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.moderation.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            {sending ? t('admin.moderation.suspending') : t('admin.moderation.suspendConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
