import type { ReactNode } from 'react';

export type MessageTone = 'error' | 'success' | 'status';

export interface MessageProps {
  tone: MessageTone;
  children?: ReactNode;
  id?: string;
}

/**
 * A form's message under its fields. An error is an alert (read out at once); success and
 * progress are a polite status. The region is always there, empty or not, so that what appears
 * in it is announced.
 */
export function Message({ tone, children, id }: MessageProps) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? undefined : 'polite'}
      className={`form-message form-message--${tone}`}
    >
      {children}
    </div>
  );
}
