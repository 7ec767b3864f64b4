import type { Branch } from '@contract/store';
import type {
  ChangeMemberRequest,
  InviteMemberRequest,
  TeamActivityResponse,
  TeamMember,
  TeamResponse,
} from '@contract/staff';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';
import { teamPaths } from '@contract/teamPaths';

interface Merchant {
  merchantId: number;
}

const teamTags = baseApi.enhanceEndpoints({ addTagTypes: ['Team'] });

/** A write that succeeded changes the team: it is fetched again (a refusal changed nothing). */
const onSuccess = (_result: unknown, error: unknown): 'Team'[] => (error ? [] : ['Team']);

/**
 * The shop's team (the owner's calls, bearer token, own merchant id): the members and the plan's
 * room, the branches a cashier may be limited to, and inviting, changing and removing members.
 */
export const teamApi = teamTags.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamResponse, number>({
      query: (merchantId) => fillPath(teamPaths.merchantTeam, { merchantId }),
      providesTags: ['Team'],
    }),
    /** Who did what lately: asked afresh on each visit of the page. */
    getTeamActivity: build.query<TeamActivityResponse, number>({
      query: (merchantId) => fillPath(teamPaths.merchantTeamActivity, { merchantId }),
    }),
    getTeamBranches: build.query<Branch[], number>({
      query: (merchantId) => fillPath(apiPaths.storeBranches, { merchantId }),
    }),
    inviteMember: build.mutation<TeamMember, Merchant & { body: InviteMemberRequest }>({
      query: ({ merchantId, body }) => ({
        url: fillPath(teamPaths.merchantTeam, { merchantId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    changeMember: build.mutation<
      TeamMember,
      Merchant & { memberId: number; body: ChangeMemberRequest }
    >({
      query: ({ merchantId, memberId, body }) => ({
        url: fillPath(teamPaths.merchantTeamMember, { merchantId, memberId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: onSuccess,
    }),
    removeMember: build.mutation<unknown, Merchant & { memberId: number }>({
      query: ({ merchantId, memberId }) => ({
        url: fillPath(teamPaths.merchantTeamMember, { merchantId, memberId }),
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const { useGetTeamQuery, useGetTeamBranchesQuery, useGetTeamActivityQuery } = teamApi;
