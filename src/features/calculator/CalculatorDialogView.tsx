import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Modal/Dialog';
import { calculatorMessages as m } from './messages';
import { Spinner } from '../../components/Spinner/Spinner';

export type CalculatorDialogContent =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; form: ReactNode };

export interface CalculatorDialogViewProps {
  content: CalculatorDialogContent;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The popup: a modal at most 90% of the viewport high, scrolling inside; 'Loading...' or
 * 'Error: ' and the message stand in place of the form.
 */
export function CalculatorDialogView({ content, onClose, onConfirm }: CalculatorDialogViewProps) {
  return (
    <Dialog
      title={m.title}
      onClose={onClose}
      className="calculator-dialog"
      actions={
        content.kind === 'ready' ? <Button onClick={onConfirm}>{m.confirm}</Button> : undefined
      }
    >
      {content.kind === 'loading' ? (
        <Spinner className="calculator__status">{m.loading}</Spinner>
      ) : content.kind === 'failed' ? (
        <p className="calculator__status calculator__status--error" role="alert">
          {m.error(content.message)}
        </p>
      ) : (
        content.form
      )}
    </Dialog>
  );
}
