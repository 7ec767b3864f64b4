import type { ReactNode } from 'react';
import type { MerchantReview } from '@contract/reviews';
import { REVIEW_LIMITS } from '@contract/reviewRules';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';
import { Stars } from '../../components/Stars/Stars';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { TextAreaField } from './TextAreaField';

export interface ReplyFormState {
  text: string;
  /** 'Send reply' pressed with nothing written. */
  error: string | null;
  sending: boolean;
  /** The server's refusal, or that no answer came. */
  problem: string | null;
}

export interface ReviewReplyViewProps {
  review: MerchantReview;
  form: ReplyFormState;
  onText: (text: string) => void;
  onSend: () => void;
  t: Translate;
}

/** One review as the shop sees it: its stars, author, date, text, whether hidden, the reply. */
export function ReviewReplyView({ review, form, onText, onSend, t }: ReviewReplyViewProps) {
  const fieldId = `review-reply-${review.id}`;
  return (
    <li className="store-review">
      <p className="store-review__head">
        <Stars value={review.stars} label={t('store.reviews.stars', { count: review.stars })} />{' '}
        <span>{review.first_name || t('store.reviews.anonymous')}</span>{' '}
        <time dateTime={review.created_at}>{formatDate(review.created_at, t.language)}</time>
      </p>
      {review.text ? <p>{review.text}</p> : null}
      {review.hidden ? <p className="store-review__hidden">{t('store.reviews.hidden')}</p> : null}
      {review.reply ? (
        <div className="store-review__reply">
          <p className="store-review__reply-label">{t('store.reviews.yourReply')}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <TextAreaField
            id={fieldId}
            label={t('store.reviews.replyLabel')}
            hint={t('store.reviews.replyHint')}
            error={form.error}
            rows={3}
            maxLength={REVIEW_LIMITS.replyMax}
            value={form.text}
            onChange={(event) => onText(event.target.value)}
          />
          {form.problem ? <Message tone="error">{form.problem}</Message> : null}
          <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
            {form.sending ? t('store.reviews.sending') : t('store.reviews.send')}
          </Button>
        </form>
      )}
    </li>
  );
}

export interface StoreReviewsViewProps {
  /** The reviews loaded so far, newest first; null before the first page. */
  reviews: readonly MerchantReview[] | null;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Each review with its reply form (a container of its own). */
  renderReview: (review: MerchantReview) => ReactNode;
  t: Translate;
}

/** The store editor's reviews: the newest first, 'Load more' while older ones remain. */
export function StoreReviewsView({
  reviews,
  hasMore,
  loading,
  failed,
  onLoadMore,
  onRetry,
  renderReview,
  t,
}: StoreReviewsViewProps) {
  return (
    <Card as="section" className="store-section" aria-labelledby="store-reviews" id="reviews">
      <h2 id="store-reviews">{t('store.reviews.title')}</h2>
      <p>{t('store.reviews.lead')}</p>
      {reviews !== null && reviews.length === 0 ? <p>{t('store.reviews.none')}</p> : null}
      {reviews !== null && reviews.length > 0 ? (
        <ul className="store-reviews">{reviews.map((review) => renderReview(review))}</ul>
      ) : null}
      {failed ? (
        <div role="alert">
          <p>{t('store.reviews.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('store.reviews.retry')}
          </Button>
        </div>
      ) : hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
          {loading ? t('store.reviews.loading') : t('store.reviews.loadMore')}
        </Button>
      ) : null}
    </Card>
  );
}
