import { useState } from 'react';
import type { MerchantReview } from '@contract/reviews';
import { readApiError } from '../../api/apiError';
import type { Translate } from '../../i18n/translate';
import { useGetMerchantReviewsInfiniteQuery, useReplyToReviewMutation } from './storeReviewsApi';
import { ReviewReplyView, StoreReviewsView } from './StoreReviewsView';

/** One review's reply: the text stays here until 'Send reply'; the call is RTK Query's. */
function ReviewReply({
  merchantId,
  review,
  t,
}: {
  merchantId: number;
  review: MerchantReview;
  t: Translate;
}) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [reply, call] = useReplyToReviewMutation();
  const failure = call.error ? readApiError(call.error) : null;
  const problem =
    failure === null
      ? null
      : failure.kind === 'answered' && failure.status === 409
        ? t('store.reviews.alreadyReplied')
        : failure.kind === 'answered' && failure.message
          ? failure.message
          : t('store.reviews.failed');
  return (
    <ReviewReplyView
      review={review}
      form={{
        text,
        error: tried && text.trim() === '' ? t('store.reviews.replyRequired') : null,
        sending: call.isLoading,
        problem,
      }}
      onText={(next) => {
        setText(next);
        call.reset();
      }}
      onSend={() => {
        setTried(true);
        if (text.trim() === '') return;
        void reply({ merchantId, reviewId: review.id, text: text.trim() });
      }}
      t={t}
    />
  );
}

/** The store editor's reviews section, for the owner and managers. */
export function StoreReviews({ merchantId, t }: { merchantId: number; t: Translate }) {
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } =
    useGetMerchantReviewsInfiniteQuery(merchantId);
  return (
    <StoreReviewsView
      reviews={data ? data.pages.flatMap((page) => page.reviews) : null}
      hasMore={hasNextPage}
      loading={isFetching}
      failed={isError}
      onLoadMore={() => void fetchNextPage()}
      onRetry={() => void refetch()}
      renderReview={(review) => (
        <ReviewReply key={review.id} merchantId={merchantId} review={review} t={t} />
      )}
      t={t}
    />
  );
}
