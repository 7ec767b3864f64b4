import { Link } from 'react-router-dom';
import type { ShopCard } from '@contract/store';
import { Stars } from '../../components/Stars/Stars';
import { Photo } from '../../shared/photos/Photo';

/** The shop's average in stars and figures ('4.3', '27 reviews'), and the stars' words. */
export interface CardRatingLine {
  average: number;
  label: string;
  text: string;
  count: string;
}

/** Whether the shop is open now, in words ('Open now', 'Closed · opens 07:00'). */
export interface CardHoursLine {
  open: boolean;
  text: string;
}

export interface ShopCardViewProps {
  shop: ShopCard;
  /** Where the card leads: the shop's store page. */
  to: string;
  place: string;
  /** Null before the clock is read: the line keeps its room, empty. */
  hours: CardHoursLine | null;
  /** The badges that tell this shop apart from others in the list ('Takes orders'). */
  badges: readonly string[];
  /** Null until the shop has a review. */
  rating?: CardRatingLine | null;
  /** The pointer, a finger or the focus reached the card's link: the shopper may open it. */
  onIntent?: () => void;
}

/** The first letter of a name, shown where a shop has no logo. */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '';

/**
 * One listed shop: its cover photo, logo, name (the link to its store page; the whole card is
 * clickable), category and place, whether it is open now, and the badges that set it apart.
 */
export function ShopCardView({
  shop,
  to,
  place,
  hours,
  badges,
  rating,
  onIntent,
}: ShopCardViewProps) {
  return (
    <li className={shop.cover ? 'card shop-card shop-card--cover' : 'card shop-card'}>
      {shop.cover ? (
        <Photo
          photo={shop.cover}
          sizes="(min-width: 40rem) 20rem, 100vw"
          alt=""
          className="shop-card__cover"
        />
      ) : null}
      <div className="shop-card__body">
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
          {rating ? (
            <p className="shop-card__rating">
              <Stars value={rating.average} label={rating.label} />{' '}
              <span aria-hidden="true">{rating.text}</span>{' '}
              <span className="shop-card__reviews">{rating.count}</span>
            </p>
          ) : null}
          <p
            className={
              hours === null
                ? 'open-status open-status--unknown'
                : hours.open
                  ? 'open-status open-status--open'
                  : 'open-status open-status--closed'
            }
          >
            {hours?.text}
          </p>
          {badges.map((badge) => (
            <p key={badge} className="shop-card__badge">
              {badge}
            </p>
          ))}
        </div>
      </div>
    </li>
  );
}
