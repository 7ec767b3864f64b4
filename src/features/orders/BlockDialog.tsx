import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { BlockTarget } from './inboxSlice';

export interface BlockDialogProps {
  customer: BlockTarget;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}

/**
 * 'Block customer' asked once more before the shop refuses someone. Focus starts on 'Cancel' (the
 * first control) and stays inside.
 */
export function BlockDialog({ customer, busy, failed, onConfirm, onCancel, t }: BlockDialogProps) {
  const titleId = useId();
  const textId = useId();
  const names = { name: customer.name, phone: localiseDigits(customer.phone, t.language) };
  return (
    <Modal
      labelledBy={titleId}
      onClose={onCancel}
      closeOnOutsideClick={false}
      className="inbox-dialog"
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t('orders.blockTitle', { name: customer.name })}
        </h2>
      </div>
      <div className="modal__body">
        <p id={textId}>{t('orders.blockText', names)}</p>
        {failed ? <p role="alert">{t('orders.blockFailed')}</p> : null}
      </div>
      <div className="modal__actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('orders.cancel')}
        </Button>
        <Button
          type="button"
          variant="danger"
          disabled={busy}
          aria-describedby={textId}
          onClick={onConfirm}
        >
          {t('orders.blockConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
