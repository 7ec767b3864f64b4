import { Link } from 'react-router-dom';
import type { BannerSlot } from '@contract/loyalty';
import { Photo } from '../../shared/photos/Photo';

export interface BannerViewProps {
  banner: NonNullable<BannerSlot['banner']>;
  to: string;
  words: { region: string; ad: string };
  onClick: () => void;
}

/** A shop's ad banner on the marketplace: its picture (sized, so nothing jumps), title and 'Ad'. */
export function BannerView({ banner, to, words, onClick }: BannerViewProps) {
  return (
    <aside className="marketplace-banner" aria-label={words.region}>
      <Link to={to} className="marketplace-banner__link" onClick={onClick}>
        <Photo
          photo={banner.photo}
          sizes="(min-width: 1100px) 1040px, 95vw"
          alt=""
          loading="eager"
          className="marketplace-banner__photo"
        />
        <span className="marketplace-banner__text">
          <span className="marketplace-banner__ad">{words.ad}</span>{' '}
          <span className="marketplace-banner__title">{banner.title}</span>
        </span>
      </Link>
    </aside>
  );
}
