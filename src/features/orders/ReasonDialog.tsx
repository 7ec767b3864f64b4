import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { ORDER_LIMITS } from '@contract/orderRules';
import type { Translate } from '../../i18n/translate';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  /** The last confirm had no reason. */
  missing: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  t: Translate;
}

/** 'Reason' asked before rejecting an order or declining a reservation; focus stays inside. */
export function ReasonDialog({
  title,
  confirmLabel,
  missing,
  onSubmit,
  onCancel,
  t,
}: ReasonDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
    fieldRef.current?.focus();
  };
  return (
    <Modal
      labelledBy={titleId}
      onClose={onCancel}
      closeOnOutsideClick={false}
      initialFocusRef={fieldRef}
      className="inbox-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
        </div>
        <div className="modal__body">
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>
              {t('orders.reason')}
            </label>
            <textarea
              id={fieldId}
              ref={fieldRef}
              className="field__control inbox-reason"
              required
              maxLength={ORDER_LIMITS.reason}
              rows={3}
              value={reason}
              aria-invalid={missing || undefined}
              aria-describedby={`${fieldId}-hint${missing ? ` ${fieldId}-error` : ''}`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${fieldId}-hint`} className="field__hint">
              {t('orders.reasonHint')}
            </p>
            {missing ? (
              <p id={`${fieldId}-error`} className="field__error" role="alert">
                {t('orders.reasonRequired')}
              </p>
            ) : null}
          </div>
        </div>
        <div className="modal__actions">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('orders.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
