import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { classes } from '../classes';

type CardElement = 'div' | 'section' | 'form' | 'li';

export type CardProps<E extends CardElement = 'div'> = { as?: E } & ComponentPropsWithoutRef<E>;

/** A raised box of content: a form, a section of a page, an item of a list. */
export function Card<E extends CardElement = 'div'>(props: CardProps<E>) {
  const { as, className, ...rest } = props as { as?: CardElement; className?: string };
  const Tag: ElementType = as ?? 'div';
  return <Tag className={classes('card', className)} {...rest} />;
}
