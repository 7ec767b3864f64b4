import { useState } from 'react';
import type { ReportReason } from '@contract/moderation';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Message } from '../../components/Message/Message';
import { Dialog } from '../../components/Modal/Dialog';
import type { Translate } from '../../i18n/translate';
import { reportClosed, reportEdited, type ReportState } from './reportSlice';
import { reportSendClicked } from './reportThunks';

/** The reasons offered, in the contract's order (a test checks they are the contract's). */
export const REPORT_REASON_CHOICES = [
  'illegal',
  'scam',
  'offensive',
  'wrong_information',
  'other',
] as const satisfies readonly ReportReason[];

export const REPORT_DETAILS_MAX = 1000;

export interface ReportForm {
  reason: ReportReason | '';
  details: string;
}

export interface ReportShopDialogViewProps {
  state: Exclude<ReportState, { status: 'closed' }>;
  shopName: string;
  form: ReportForm;
  reasonError: string | null;
  onChange: (next: Partial<ReportForm>) => void;
  onSubmit: () => void;
  onClose: () => void;
  t: Translate;
}

/** The dialog: the reason (required), details (optional), 'Send'; then thanks, or the refusal. */
export function ReportShopDialogView({
  state,
  shopName,
  form,
  reasonError,
  onChange,
  onSubmit,
  onClose,
  t,
}: ReportShopDialogViewProps) {
  const { target } = state;
  const title =
    target.reviewId != null
      ? t('marketplace.report.reviewTitle')
      : target.postId === null
        ? t('marketplace.report.title')
        : t('marketplace.report.postTitle');
  if (state.status === 'sent') {
    return (
      <Dialog
        title={title}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('marketplace.report.done')}</Button>}
      >
        <Message tone="success">{t('marketplace.report.sent')}</Message>
      </Dialog>
    );
  }
  const sending = state.status === 'sending';
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p>
          {target.reviewId != null
            ? t('marketplace.report.aboutReview', { name: shopName })
            : target.postTitle === null
              ? t('marketplace.report.aboutShop', { name: shopName })
              : t('marketplace.report.aboutPost', { name: shopName, post: target.postTitle })}
        </p>
        <ChoiceGroup<ReportReason | ''>
          legend={t('marketplace.report.reason')}
          options={REPORT_REASON_CHOICES.map((reason) => ({
            value: reason,
            label: t(`marketplace.report.reasons.${reason}`),
          }))}
          value={form.reason}
          onChange={(reason) => onChange({ reason })}
          className="report-reasons"
        />
        {reasonError ? (
          <p className="field__error" role="alert">
            {reasonError}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="report-details">
            {t('marketplace.report.details')}
          </label>
          <textarea
            id="report-details"
            className="field__control"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            aria-describedby="report-details-hint"
            value={form.details}
            onChange={(event) => onChange({ details: event.target.value })}
          />
          <p id="report-details-hint" className="field__hint">
            {t('marketplace.report.detailsHint')}
          </p>
        </div>
        {state.status === 'failed' ? (
          <Message tone="error">{state.message ?? t('marketplace.report.failed')}</Message>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('marketplace.report.cancel')}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('marketplace.report.sending') : t('marketplace.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog's fields (kept here until 'Send') and its submission through the slice. */
export function ReportShopDialog({
  state,
  shopName,
  t,
}: {
  state: Exclude<ReportState, { status: 'closed' }>;
  shopName: string;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<ReportForm>({ reason: '', details: '' });
  const [tried, setTried] = useState(false);
  return (
    <ReportShopDialogView
      state={state}
      shopName={shopName}
      form={form}
      reasonError={tried && form.reason === '' ? t('marketplace.report.reasonRequired') : null}
      onChange={(next) => {
        setForm((current) => ({ ...current, ...next }));
        dispatch(reportEdited());
      }}
      onSubmit={() => {
        setTried(true);
        if (form.reason === '') return;
        const details = form.details.trim();
        void dispatch(
          reportSendClicked(
            details === '' ? { reason: form.reason } : { reason: form.reason, details },
          ),
        );
      }}
      onClose={() => dispatch(reportClosed())}
      t={t}
    />
  );
}
