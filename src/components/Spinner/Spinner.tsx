import type { ReactNode } from 'react';
import { classes } from '../classes';

export interface SpinnerProps {
  /** What is loading, in words: shown beside the ring and announced politely. */
  children: ReactNode;
  className?: string;
}

/** A loading message with a turning ring (still when the user prefers reduced motion). */
export function Spinner({ children, className }: SpinnerProps) {
  return (
    <p className={classes('spinner', className)} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      {children}
    </p>
  );
}
