import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch } from '../../app/hooks';
import { apiErrorMessage } from '../../api/apiError';
import { useTranslator } from '../../i18n/useTranslator';
import {
  useAnswerRsvpMutation,
  useChangeMembershipMutation,
  useGetCustomerShopLoyaltyQuery,
  useGetShopPromotionsQuery,
} from '../../shared/customer/rewardsApi';
import { useCustomerSignedIn } from './customerToken';
import { MEMBERSHIP_CALL, RSVP_CALL, membershipPressed, rsvpPressed } from './rewardsThunks';
import { ShopRewardsView, offersAnything } from './ShopRewardsView';
import { reportOpened } from './reportSlice';

/**
 * The store page's rewards and posts: the shop's public offer, and the signed-in customer's
 * standing at it. Joining, leaving and answering an event sign the shopper in first.
 */
export function ShopRewards({ slug, returnTo }: { slug: string; returnTo: string }) {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const signedIn = useCustomerSignedIn();
  const { currentData: promotions } = useGetShopPromotionsQuery(slug);
  const wanted = promotions !== undefined && offersAnything(promotions);
  const { currentData: standing } = useGetCustomerShopLoyaltyQuery(
    signedIn && wanted ? slug : skipToken,
  );
  const [, membership] = useChangeMembershipMutation({ fixedCacheKey: MEMBERSHIP_CALL });
  const [, rsvp] = useAnswerRsvpMutation({ fixedCacheKey: RSVP_CALL });
  if (!promotions || !wanted) return null;
  return (
    <ShopRewardsView
      promotions={promotions}
      standing={signedIn ? (standing ?? null) : null}
      signedIn={signedIn}
      membershipBusy={membership.isLoading}
      membershipProblem={membership.isError}
      rsvpBusy={rsvp.isLoading}
      // The server's words for a refusal (an event whose day has gone by), else the page's own.
      rsvpProblem={
        rsvp.isError
          ? apiErrorMessage(rsvp.error, {
              noAnswer: t('rewards.rsvpFailed'),
              failedWith: () => t('rewards.rsvpFailed'),
              unknown: t('rewards.rsvpFailed'),
            })
          : null
      }
      onMembership={(join) => void dispatch(membershipPressed({ slug, join, returnTo }))}
      onRsvp={(postId, answer) => void dispatch(rsvpPressed({ slug, postId, answer, returnTo }))}
      onReportPost={(post) =>
        dispatch(reportOpened({ slug, postId: post.id, postTitle: post.title }))
      }
      t={t}
    />
  );
}
