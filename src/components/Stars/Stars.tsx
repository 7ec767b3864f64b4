import { classes } from '../classes';

export interface StarsProps {
  /** 1 to 5; drawn to the nearest whole star. */
  value: number;
  /** What assistive technology reads for the drawing ('Rated 4.3 out of 5'). */
  label: string;
  className?: string;
}

/**
 * A rating drawn as five stars, filled to the nearest whole one. The drawing is one image named by
 * `label`: a screen reader reads the words, never the star characters.
 */
export function Stars({ value, label, className }: StarsProps) {
  const filled = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span role="img" aria-label={label} className={classes('stars', className)}>
      <span aria-hidden="true" className="stars__filled">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true" className="stars__empty">
        {'☆'.repeat(5 - filled)}
      </span>
    </span>
  );
}
