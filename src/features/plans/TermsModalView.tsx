import { useId, useRef } from 'react';
import { Modal } from '../../components/Modal/Modal';
import type { Translate } from '../../i18n/translate';

/** 'Terms Not Accepted': OK (or Escape) closes it; the page then scrolls to the partner block. */
export function TermsModalView({ onOk, t }: { onOk: () => void; t: Translate }) {
  const titleId = useId();
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onOk}
      initialFocusRef={okRef}
      closeOnOutsideClick={false}
      className="modal--alert"
    >
      <h2 id={titleId} className="modal__title">
        {t('plans.termsModalTitle')}
      </h2>
      <p id={textId} className="alert-message">
        {t('plans.termsModalText')}
      </p>
      <div className="modal__actions">
        <button ref={okRef} type="button" className="button button--primary" onClick={onOk}>
          {t('plans.ok')}
        </button>
      </div>
    </Modal>
  );
}
