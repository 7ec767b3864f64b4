import { useId } from 'react';
import { componentMessages } from '../messages';
import { Button } from '../Button/Button';

export interface SessionExpiredProps {
  onBackToLogin: () => void;
}

/** The session-expired screen; it replaces the page that saw the 401. */
export function SessionExpired({ onBackToLogin }: SessionExpiredProps) {
  const titleId = useId();
  return (
    <section className="session-expired card" aria-labelledby={titleId}>
      <h1 id={titleId}>{componentMessages.sessionExpiredTitle}</h1>
      <p>{componentMessages.sessionExpiredText}</p>
      <Button onClick={onBackToLogin}>{componentMessages.backToLogin}</Button>
    </section>
  );
}
