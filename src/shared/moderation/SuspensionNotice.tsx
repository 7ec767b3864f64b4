import { useId } from 'react';
import { Link } from 'react-router-dom';

export interface SuspensionNoticeProps {
  title: string;
  text: string;
  /** 'Reason: …' in the reader's language, with the operator's words. */
  reason: string;
  contact: string;
  contactTo: string;
}

/**
 * The merchant's notice that an operator has suspended the shop: why, what it means, and the way
 * to reach the support team. Shown by the dashboard and the store editor, each with its words.
 */
export function SuspensionNotice({
  title,
  text,
  reason,
  contact,
  contactTo,
}: SuspensionNoticeProps) {
  const headingId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="form-message form-message--error suspension-notice"
    >
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <p>
        <strong>{reason}</strong>
      </p>
      <p>
        <Link to={contactTo}>{contact}</Link>
      </p>
    </section>
  );
}
