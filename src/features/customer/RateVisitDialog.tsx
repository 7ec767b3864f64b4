import { useState } from 'react';
import { REVIEW_LIMITS } from '@contract/reviewRules';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Message } from '../../components/Message/Message';
import { Dialog } from '../../components/Modal/Dialog';
import type { Translate } from '../../i18n/translate';
import { rateClosed, rateEdited, type RateState } from './rateSlice';
import { rateSendClicked } from './rateThunks';

export interface RateForm {
  /** 0 until a star is chosen. */
  stars: number;
  text: string;
}

export interface RateVisitDialogViewProps {
  state: Exclude<RateState, { status: 'closed' }>;
  form: RateForm;
  starsError: string | null;
  onChange: (next: Partial<RateForm>) => void;
  onSubmit: () => void;
  onClose: () => void;
  t: Translate;
}

function refusalWords(state: Extract<RateState, { status: 'failed' }>, t: Translate): string {
  switch (state.refusal) {
    case 'already_reviewed':
      return t('customer.rate.alreadyReviewed');
    case 'not_eligible':
      return t('customer.rate.notEligible');
    case 'too_late':
      return t('customer.rate.tooLate');
    case 'other':
      return state.message ?? t('customer.rate.failed');
    case null:
      return t('customer.rate.failed');
  }
}

/** The dialog: the stars as a radio group (required), the text (optional), 'Send'; then thanks. */
export function RateVisitDialogView({
  state,
  form,
  starsError,
  onChange,
  onSubmit,
  onClose,
  t,
}: RateVisitDialogViewProps) {
  const title = t('customer.rate.title', { name: state.target.shopName });
  if (state.status === 'sent') {
    return (
      <Dialog
        title={title}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t('customer.rate.done')}</Button>}
      >
        <Message tone="success">{t('customer.rate.sent')}</Message>
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
        <ChoiceGroup<number>
          legend={t('customer.rate.stars')}
          options={[1, 2, 3, 4, 5].map((count) => ({
            value: count,
            label: t('customer.rate.star', { count }),
          }))}
          value={form.stars}
          onChange={(stars) => onChange({ stars })}
          className="rate-stars"
        />
        {starsError ? (
          <p className="field__error" role="alert">
            {starsError}
          </p>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="rate-text">
            {t('customer.rate.text')}
          </label>
          <textarea
            id="rate-text"
            className="field__control"
            rows={4}
            maxLength={REVIEW_LIMITS.textMax}
            aria-describedby="rate-text-hint"
            value={form.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
          <p id="rate-text-hint" className="field__hint">
            {t('customer.rate.textHint')}
          </p>
        </div>
        {state.status === 'failed' ? (
          <Message tone="error">{refusalWords(state, t)}</Message>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('customer.rate.cancel')}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('customer.rate.sending') : t('customer.rate.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog's fields (kept here until 'Send') and its submission through the slice. */
export function RateVisitDialog({
  state,
  t,
}: {
  state: Exclude<RateState, { status: 'closed' }>;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<RateForm>({ stars: 0, text: '' });
  const [tried, setTried] = useState(false);
  return (
    <RateVisitDialogView
      state={state}
      form={form}
      starsError={tried && form.stars === 0 ? t('customer.rate.starsRequired') : null}
      onChange={(next) => {
        setForm((current) => ({ ...current, ...next }));
        dispatch(rateEdited());
      }}
      onSubmit={() => {
        setTried(true);
        if (form.stars === 0) return;
        const text = form.text.trim();
        void dispatch(
          rateSendClicked(text === '' ? { stars: form.stars } : { stars: form.stars, text }),
        );
      }}
      onClose={() => dispatch(rateClosed())}
      t={t}
    />
  );
}
