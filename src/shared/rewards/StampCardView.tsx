import type { CSSProperties } from 'react';
import type { StampCardDesign } from '@contract/loyalty';
import { Photo } from '../photos/Photo';
import './rewards.css';

export interface StampCardViewProps {
  card: StampCardDesign;
  /** Stamps collected so far (0 for a preview). */
  stamps: number;
  /** What the card says under its circles: '2 of 3 stamps', 'Collect 3 stamps: Free tea'. */
  caption: string;
}

/**
 * A stamp card drawn with the shop's design: its background, its logo, and one circle per stamp
 * needed, the collected ones filled with the stamp colour. The circles are decoration: the caption
 * says the same in words.
 */
export function StampCardView({ card, stamps, caption }: StampCardViewProps) {
  const style = {
    '--stamp-card-background': card.background,
    '--stamp-card-color': card.color,
  } as CSSProperties;
  const filled = Math.min(stamps, card.stamps_needed);
  return (
    <div className="stamp-card" style={style}>
      {card.logo ? (
        <Photo photo={card.logo} sizes="48px" alt="" className="stamp-card__logo" />
      ) : null}
      <ol className="stamp-card__stamps" aria-hidden="true">
        {Array.from({ length: card.stamps_needed }, (_, index) => (
          <li
            key={index}
            className={
              index < filled ? 'stamp-card__stamp stamp-card__stamp--filled' : 'stamp-card__stamp'
            }
          />
        ))}
      </ol>
      <p className="stamp-card__caption">{caption}</p>
    </div>
  );
}
