import type { ReactNode } from 'react';
import { classes } from '../classes';

export type MessageTone = 'error' | 'success' | 'status';

export interface MessageProps {
  tone: MessageTone;
  children?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A form's message under its fields. An error is an alert (read out at once); success and
 * progress are a polite status. The region is always there, empty or not, so that what appears
 * in it is announced.
 */
export function Message({ tone, children, id, className }: MessageProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? undefined : 'polite'}
      className={classes('form-message', `form-message--${tone}`, className)}
    >
      {children}
    </div>
  );
}

/**
 * Words for screen readers only, read out politely when they change: the new state of a button
 * whose own text changed ('Processing...'), or a countdown's milestones. Empty until there is
 * something to say; the region itself is always there.
 */
export function Announcement({ children }: { children?: ReactNode }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {children}
    </p>
  );
}
