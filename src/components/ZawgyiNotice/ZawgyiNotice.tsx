import { useId } from 'react';
import { Button } from '../Button/Button';
import './ZawgyiNotice.css';

export interface ZawgyiNoticeProps {
  /** 'The text looks like Zawgyi…', in the reader's language. */
  message: string;
  /** The field's text converted to Unicode: what the merchant is offered instead. */
  unicode: string;
  /** The button that puts the Unicode text in the field. */
  useLabel: string;
  /** The button that keeps the text as typed. */
  keepLabel: string;
  onUse: () => void;
  onKeep: () => void;
}

/**
 * The offer shown beside a free-text field whose text looks like Zawgyi: the Unicode text, and
 * a choice between using it and keeping the text as typed. A status region, so a screen reader
 * hears it without losing its place; its two buttons are ordinary buttons, reached with Tab.
 */
export function ZawgyiNotice({
  message,
  unicode,
  useLabel,
  keepLabel,
  onUse,
  onKeep,
}: ZawgyiNoticeProps) {
  const messageId = useId();
  return (
    <div className="zawgyi-notice" role="status" aria-labelledby={messageId}>
      <p id={messageId} className="zawgyi-notice__message">
        {message}
      </p>
      <p className="zawgyi-notice__unicode" lang="my">
        {unicode}
      </p>
      <div className="zawgyi-notice__actions">
        <Button type="button" onClick={onUse}>
          {useLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  );
}
