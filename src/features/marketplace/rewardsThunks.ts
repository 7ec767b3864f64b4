import type { RsvpAnswer } from '@contract/loyalty';
import type { AppThunk } from '../../app/store';
import { rewardsApi } from '../../shared/customer/rewardsApi';
import { customerLoginPath, selectCustomerTokenOf } from './customerToken';

/** The calls' cache keys: the store page reads their state with the same keys. */
export const MEMBERSHIP_CALL = 'shop-membership';
export const RSVP_CALL = 'shop-rsvp';

/** 'Join membership' or 'Leave membership': signed out, the shopper signs in first and comes back. */
export const membershipPressed =
  ({ slug, join, returnTo }: { slug: string; join: boolean; returnTo: string }): AppThunk =>
  async (dispatch, getState, extra) => {
    if (selectCustomerTokenOf(getState()) === null) {
      extra.navigate(customerLoginPath(returnTo));
      return;
    }
    await dispatch(
      rewardsApi.endpoints.changeMembership.initiate(
        { slug, join },
        { fixedCacheKey: MEMBERSHIP_CALL },
      ),
    );
  };

/** 'Going' or 'Not going' on an event: signed out, the shopper signs in first and comes back. */
export const rsvpPressed =
  ({
    slug,
    postId,
    answer,
    returnTo,
  }: {
    slug: string;
    postId: number;
    answer: RsvpAnswer;
    returnTo: string;
  }): AppThunk =>
  async (dispatch, getState, extra) => {
    if (selectCustomerTokenOf(getState()) === null) {
      extra.navigate(customerLoginPath(returnTo));
      return;
    }
    await dispatch(
      rewardsApi.endpoints.answerRsvp.initiate(
        { slug, postId, answer },
        { fixedCacheKey: RSVP_CALL },
      ),
    );
  };
