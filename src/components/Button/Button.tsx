import type { ButtonHTMLAttributes } from 'react';
import { classes } from '../classes';

/** `accent` and `on-dark` are for the dark hero; `link` reads as a link inside text. */
export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'on-dark' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width of its container. */
  block?: boolean;
}

/** A button; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes('button', `button--${variant}`, block && 'button--block', className)}
      {...rest}
    />
  );
}
