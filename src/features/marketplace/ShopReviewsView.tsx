import type { PublicReview } from '@contract/reviews';
import type { ShopRating } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { Stars } from '../../components/Stars/Stars';
import { formatDate } from '../../i18n/dates';
import { formatNumber } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

export interface ShopReviewsViewProps {
  rating: ShopRating | null;
  /** The reviews shown so far, newest first. */
  reviews: readonly PublicReview[];
  /** Another page of older reviews can be asked for. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** 'Report' under a review, for a signed-in shopper or merchant; absent for a visitor. */
  onReport?: (review: PublicReview) => void;
  t: Translate;
}

/** '4.3' / '၄.၃': the average as the cards and the page show it. */
export function averageText(average: number, t: Translate): string {
  return formatNumber(average, t.language, { fractionDigits: 1 });
}

/** The stars of a rating, named in words for screen readers. */
export function RatingStars({ average, t }: { average: number; t: Translate }) {
  return (
    <Stars
      value={average}
      label={t('marketplace.reviews.outOfFive', { average: averageText(average, t) })}
    />
  );
}

/**
 * The store page's reviews: the shop's average (stars and number) and count, then the newest
 * reviews, each with the shop's reply under it, and 'Load more' while older ones remain.
 */
export function ShopReviewsView({
  rating,
  reviews,
  hasMore,
  loading,
  failed,
  onLoadMore,
  onReport,
  t,
}: ShopReviewsViewProps) {
  return (
    <section className="shop-reviews" aria-labelledby="shop-reviews">
      <h2 id="shop-reviews">{t('marketplace.reviews.heading')}</h2>
      {rating ? (
        <p className="shop-reviews__summary">
          <RatingStars average={rating.average} t={t} />{' '}
          <span className="shop-reviews__average">{averageText(rating.average, t)}</span>{' '}
          <span className="shop-reviews__count">
            {t('marketplace.reviews.count', { count: rating.count })}
          </span>
        </p>
      ) : (
        <p>{t('marketplace.reviews.none')}</p>
      )}
      {reviews.length > 0 ? (
        <ul className="shop-reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="shop-review">
              <p className="shop-review__head">
                <Stars
                  value={review.stars}
                  label={t('marketplace.reviews.stars', { count: review.stars })}
                />{' '}
                <span id={`review-${review.id}-author`} className="shop-review__author">
                  {review.first_name || t('marketplace.reviews.anonymous')}
                </span>{' '}
                <time dateTime={review.created_at} className="shop-review__date">
                  {formatDate(review.created_at, t.language)}
                </time>
              </p>
              {review.text ? <p className="shop-review__text">{review.text}</p> : null}
              {review.reply ? (
                <div className="shop-review__reply">
                  <p className="shop-review__reply-label">{t('marketplace.reviews.reply')}</p>
                  <p>{review.reply.text}</p>
                </div>
              ) : null}
              {onReport ? (
                <Button
                  variant="link"
                  className="shop-review__report"
                  aria-describedby={`review-${review.id}-author`}
                  onClick={() => onReport(review)}
                >
                  {t('marketplace.reviews.report')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? <p role="alert">{t('marketplace.reviews.failed')}</p> : null}
      {hasMore || failed ? (
        <p>
          <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
            {loading ? t('marketplace.reviews.loading') : t('marketplace.reviews.loadMore')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
