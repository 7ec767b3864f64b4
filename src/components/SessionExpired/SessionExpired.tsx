import { useId } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { Button } from '../Button/Button';

export interface SessionExpiredProps {
  onBackToLogin: () => void;
}

/** The session-expired screen; it replaces the page that saw the 401. */
export function SessionExpired({ onBackToLogin }: SessionExpiredProps) {
  const titleId = useId();
  const t = useTranslator();
  return (
    <section className="session-expired card" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('components.sessionExpiredTitle')}</h1>
      <p>{t('components.sessionExpiredText')}</p>
      <Button onClick={onBackToLogin}>{t('components.backToLogin')}</Button>
    </section>
  );
}
