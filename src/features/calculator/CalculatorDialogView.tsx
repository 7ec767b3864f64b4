import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Modal/Dialog';
import type { Translate } from '../../i18n/translate';
import { Spinner } from '../../components/Spinner/Spinner';

export type CalculatorDialogContent =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; form: ReactNode };

export interface CalculatorDialogViewProps {
  t: Translate;
  content: CalculatorDialogContent;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The popup: a modal at most 90% of the viewport high, scrolling inside; 'Loading...' or
 * 'Error: ' and the message stand in place of the form.
 */
export function CalculatorDialogView({
  t,
  content,
  onClose,
  onConfirm,
}: CalculatorDialogViewProps) {
  return (
    <Dialog
      title={t('calculator.title')}
      onClose={onClose}
      className="calculator-dialog"
      actions={
        content.kind === 'ready' ? (
          <Button onClick={onConfirm}>{t('calculator.confirm')}</Button>
        ) : undefined
      }
    >
      {content.kind === 'loading' ? (
        <Spinner className="calculator__status">{t('calculator.loading')}</Spinner>
      ) : content.kind === 'failed' ? (
        <p className="calculator__status calculator__status--error" role="alert">
          {t('calculator.error', { message: content.message })}
        </p>
      ) : (
        content.form
      )}
    </Dialog>
  );
}
