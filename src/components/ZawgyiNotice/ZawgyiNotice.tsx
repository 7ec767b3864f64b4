import { useId } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { Button } from '../Button/Button';
import './ZawgyiNotice.css';

export interface ZawgyiNoticeProps {
  /** The field's text converted to Unicode: what the merchant is offered instead. */
  unicode: string;
  onUse: () => void;
  onKeep: () => void;
}

/**
 * The offer shown beside a free-text field whose text looks like Zawgyi: the Unicode text, and
 * a choice between using it and keeping the text as typed. A status region, so a screen reader
 * hears it without losing its place; its two buttons are ordinary buttons, reached with Tab.
 */
export function ZawgyiNotice({ unicode, onUse, onKeep }: ZawgyiNoticeProps) {
  const messageId = useId();
  // One offer for every field, so its words are the shared components' own.
  const t = useTranslator();
  return (
    <div className="zawgyi-notice" role="status" aria-labelledby={messageId}>
      <p id={messageId} className="zawgyi-notice__message">
        {t('components.zawgyiFound')}
      </p>
      <p className="zawgyi-notice__unicode" lang="my">
        {unicode}
      </p>
      <div className="zawgyi-notice__actions">
        <Button type="button" onClick={onUse}>
          {t('components.zawgyiUse')}
        </Button>
        <Button type="button" variant="secondary" onClick={onKeep}>
          {t('components.zawgyiKeep')}
        </Button>
      </div>
    </div>
  );
}
