import type { PhotoRef } from '@contract/store';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import { textColourOn } from './cardColours';

export interface StampCardPreviewProps {
  /** Stamps the card needs (the circles drawn); drawn only for a number in the contract's range. */
  needed: number;
  /** Stamps already on the card (filled in the stamp colour). */
  filled: number;
  background: string;
  color: string;
  reward: string;
  /** The logo the card shows (its own, else the shop's), or null. */
  logo: PhotoRef | null;
  t: Translate;
}

/** The stamp card as a customer sees it: N circles, the filled ones in the stamp colour. */
export function StampCardPreview({
  needed,
  filled,
  background,
  color,
  reward,
  logo,
  t,
}: StampCardPreviewProps) {
  const circles = Array.from({ length: needed }, (_, index) => index < filled);
  return (
    <figure
      className="stamp-card"
      style={{ background, borderColor: color, color: textColourOn(background) }}
      role="img"
      aria-label={t('loyalty.stampCard.previewLabel', { filled, needed })}
    >
      {logo ? <Photo photo={logo} sizes="48px" alt="" className="stamp-card__logo" /> : null}
      <ol className="stamp-card__stamps" aria-hidden="true">
        {circles.map((on, index) => (
          <li
            // The circles are positions on the card: their index is their identity.
            key={index}
            className={on ? 'stamp-card__stamp stamp-card__stamp--on' : 'stamp-card__stamp'}
            style={on ? { background: color, borderColor: color } : { borderColor: color }}
          />
        ))}
      </ol>
      {reward.trim() !== '' ? (
        <figcaption className="stamp-card__reward" aria-hidden="true">
          {t('loyalty.stampCard.previewReward', { reward })}
        </figcaption>
      ) : null}
    </figure>
  );
}
