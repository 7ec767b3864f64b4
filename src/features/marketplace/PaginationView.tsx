import { Link } from 'react-router-dom';

export interface PaginationViewProps {
  label: string;
  /** 'Page 2 of 5'. */
  status: string;
  previous: { label: string; to: string | null };
  next: { label: string; to: string | null };
}

/**
 * Previous and Next as links (each page has its own URL), the current page between them. At
 * either end the missing link stays in place, dimmed, so the others do not move.
 */
export function PaginationView({ label, status, previous, next }: PaginationViewProps) {
  const step = (link: { label: string; to: string | null }, rel: 'prev' | 'next') =>
    link.to === null ? (
      <span className="pagination__step pagination__step--off" aria-disabled="true">
        {link.label}
      </span>
    ) : (
      <Link className="button button--secondary pagination__step" to={link.to} rel={rel}>
        {link.label}
      </Link>
    );
  return (
    <nav className="pagination" aria-label={label}>
      {step(previous, 'prev')}
      <p className="pagination__status">{status}</p>
      {step(next, 'next')}
    </nav>
  );
}
