import { Link } from 'react-router-dom';
import type { ShopCard } from '@contract/store';
import { Photo } from '../../shared/photos/Photo';

export interface ShopCardViewProps {
  shop: ShopCard;
  /** Where the card leads: the shop's store page. */
  to: string;
  place: string;
  verifiedLabel: string;
  /** The pointer, a finger or the focus reached the card's link: the shopper may open it. */
  onIntent?: () => void;
}

/** The first letter of a name, shown where a shop has no logo. */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

/**
 * One listed shop: its logo, name (the link to its store page; the whole card is clickable),
 * category and place, and the 'Verified' badge.
 */
export function ShopCardView({ shop, to, place, verifiedLabel, onIntent }: ShopCardViewProps) {
  return (
    <li className="card shop-card">
      {shop.logo ? (
        <Photo photo={shop.logo} sizes="64px" alt="" className="shop-card__logo" />
      ) : (
        <span className="shop-card__logo shop-card__logo--initial" aria-hidden="true">
          {initialOf(shop.name)}
        </span>
      )}
      <div className="shop-card__text">
        <h3 className="shop-card__name">
          <Link
            to={to}
            className="shop-card__link"
            onPointerEnter={onIntent}
            onTouchStart={onIntent}
            onFocus={onIntent}
          >
            {shop.name}
          </Link>
        </h3>
        <p className="shop-card__category">{shop.category.name}</p>
        <p className="shop-card__place">{place}</p>
        {shop.verified ? <p className="verified-badge">{verifiedLabel}</p> : null}
      </div>
    </li>
  );
}
