/**
 * The paths of a shop's team: the owner's team page and a member's sign-in. Apart from
 * `apiPaths`, which the landing page carries: only the team's own chunks need these.
 */
export const teamPaths = {
  // The shop's team (the owner only): GET lists it, POST invites a member by phone.
  merchantTeam: 'merchant/store/:merchantId/team',
  /** PUT a member's new role (and branch), DELETE removes them (their tokens end at once). */
  merchantTeamMember: 'merchant/store/:merchantId/team/:memberId',
  /** GET the shop's latest actions and who did them (accepted an order, gave a stamp). */
  merchantTeamActivity: 'merchant/store/:merchantId/team/activity',
  /** Public: a one-time code to an invited member's phone. */
  staffSendOtp: 'merchant/staff/sendOtp',
  /** Public: the code, answered with the member's token (LoginResponse with their role). */
  staffSignIn: 'merchant/staff/signIn',
} as const;
