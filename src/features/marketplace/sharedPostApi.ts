import { apiPaths, fillPath } from '@contract/apiPaths';
import type { SharedPostPage } from '@contract/socialPosts';
import { baseApi } from '../../api/baseApi';

/** The arguments of a shared post's page: the shop's address and the post. */
export interface SharedPostArgs {
  slug: string;
  postId: number;
}

/**
 * A shared post's page (Social Media Content add-on), public: 404 for a post that is not one of
 * the shop's shared posts, or a shop without the add-on.
 */
export const sharedPostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedPost: build.query<SharedPostPage, SharedPostArgs>({
      query: ({ slug, postId }) => fillPath(apiPaths.sharedPost, { slug, postId }),
    }),
  }),
});

export const { useGetSharedPostQuery } = sharedPostApi;

/** The post id of the route's parameter, or null for anything that is not one. */
export function postIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9][0-9]{0,9}$/.test(param) && Number(param) <= 2_147_483_647
    ? Number(param)
    : null;
}
