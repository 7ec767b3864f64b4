/** What the team's tests start from: a fake team server (MSW) and the pages in a language. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { SendOtpResponse } from '@contract/otp';
import type { ShopActivity, StaffSignInResponse, TeamMember } from '@contract/staff';
import type { Branch } from '@contract/store';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { merchantRefusal } from '../../test/merchantAuth';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { StaffLoginPage } from './StaffLoginPage';
import { TeamPage } from './TeamPage';
import { teamPaths } from '@contract/teamPaths';

export const MERCHANT_ID = sampleAccount.user.merchantid!;
/** A phone the owner invited as a cashier of the Sanchaung branch, and one on no team. */
export const CASHIER_PHONE = '09790000011';
export const STRANGER_PHONE = '09790000099';

export const branches: Branch[] = [
  {
    id: 1,
    name: 'Bahan',
    address: 'No. 12, Bo Cho Road',
    township_id: 3,
    phone: '09420000001',
    hours: [],
    slot_capacity: 4,
  },
  {
    id: 2,
    name: 'Sanchaung',
    address: 'No. 5, Baho Road',
    township_id: 7,
    phone: '09420000002',
    hours: [],
    slot_capacity: 4,
  },
];

const owner: TeamMember = {
  id: null,
  name: 'Aye Aye',
  phone: sampleAccount.user.phone!,
  role: 'owner',
  branch_id: null,
  joined_at: '2026-10-01T03:00:00Z',
};

/** The fake server of the team's calls; tests read what reached it. */
export function fakeTeamServer(options: { maxUsers?: number | null } = {}) {
  const members: TeamMember[] = [
    owner,
    {
      id: 5,
      name: 'Ko Zaw',
      phone: CASHIER_PHONE,
      role: 'cashier',
      branch_id: 2,
      joined_at: null,
    },
  ];
  const maxUsers = options.maxUsers === undefined ? 5 : options.maxUsers;
  const codes = new Map<string, string>();
  const received: Array<{ method: string; body: unknown }> = [];
  let nextId = 6;
  const url = (path: string) => apiUrl(path);
  const teamUrl = url(teamPaths.merchantTeam);
  const memberUrl = url(teamPaths.merchantTeamMember);

  const activity: ShopActivity[] = [
    {
      id: 2,
      actor_name: 'Ko Zaw',
      action: 'stamp_given',
      order_number: null,
      customer: 'Thiri',
      at: '2026-11-25T03:30:00Z',
    },
    {
      id: 1,
      actor_name: 'Ko Zaw',
      action: 'order_accept',
      order_number: 12,
      customer: 'Thiri',
      at: '2026-11-25T03:00:00Z',
    },
  ];
  const handlers = [
    http.get(url(teamPaths.merchantTeamActivity), ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      return refused ?? HttpResponse.json({ actions: activity });
    }),
    http.get(teamUrl, ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      if (refused) return refused;
      return HttpResponse.json({ members, max_users: maxUsers });
    }),
    http.get(url(apiPaths.storeBranches), ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      return refused ?? HttpResponse.json(branches);
    }),
    http.post(teamUrl, async ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      if (refused) return refused;
      const body = (await request.json()) as {
        name: string;
        phone: string;
        role: 'manager' | 'cashier';
        branch_id: number | null;
      };
      received.push({ method: 'POST', body });
      if (maxUsers !== null && members.length >= maxUsers) {
        const message = `Your plan allows ${maxUsers} people on the team, you included. Remove someone or choose a bigger plan.`;
        return HttpResponse.json(
          { status: false, message, data: { errors: { phone: [message] } } },
          { status: 422 },
        );
      }
      if (members.some((m) => m.phone === body.phone)) {
        return HttpResponse.json(
          { message: 'This phone number already has an account or is on a shop’s team.' },
          { status: 409 },
        );
      }
      const member: TeamMember = {
        id: nextId++,
        name: body.name,
        phone: body.phone,
        role: body.role,
        branch_id: body.branch_id,
        joined_at: null,
      };
      members.push(member);
      return HttpResponse.json(member, { status: 201 });
    }),
    http.put(memberUrl, async ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      if (refused) return refused;
      const body = (await request.json()) as {
        role: 'manager' | 'cashier';
        branch_id: number | null;
      };
      received.push({ method: 'PUT', body });
      const member = members.find((m) => m.id === Number(params.memberId));
      if (!member) return HttpResponse.json({ message: 'Team member not found' }, { status: 404 });
      member.role = body.role;
      member.branch_id = body.branch_id;
      return HttpResponse.json(member);
    }),
    http.delete(memberUrl, ({ request, params }) => {
      const refused = merchantRefusal(request, params.merchantId, MERCHANT_ID);
      if (refused) return refused;
      received.push({ method: 'DELETE', body: Number(params.memberId) });
      const at = members.findIndex((m) => m.id === Number(params.memberId));
      if (at < 0) return HttpResponse.json({ message: 'Team member not found' }, { status: 404 });
      members.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url(teamPaths.staffSendOtp), async ({ request }) => {
      const { phone } = (await request.json()) as { phone: string };
      const code = String(200000 + codes.size * 1111);
      codes.set(phone, code);
      const body: SendOtpResponse = {
        status: true,
        message: 'OTP sent',
        data: { phone, expires_in: 300, resend_in: 60, code },
      };
      return HttpResponse.json(body);
    }),
    http.post(url(teamPaths.staffSignIn), async ({ request }) => {
      const { phone, otp } = (await request.json()) as { phone: string; otp: string };
      if (codes.get(phone) !== otp) {
        return HttpResponse.json(
          {
            status: false,
            message: 'Invalid OTP',
            data: { errors: { otp: ['Invalid OTP'] } },
            reason: 'invalid',
            tries_left: 4,
          },
          { status: 422 },
        );
      }
      const member = members.find((m) => m.phone === phone && m.id !== null);
      if (!member || member.role === 'owner') {
        const message = 'This phone number is not on a shop’s team.';
        return HttpResponse.json(
          {
            status: false,
            message,
            data: { errors: { phone: [message] } },
            reason: 'not_a_member',
          },
          { status: 422 },
        );
      }
      const body: StaffSignInResponse = {
        token: `tok-member-${member.id}`,
        user: { ...sampleAccount.user, username: member.name, phone: member.phone },
        merchantUser: sampleAccount.merchantUser!,
        member: {
          id: member.id!,
          name: member.name,
          role: member.role,
          branch_id: member.branch_id,
        },
      };
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, members, received, lastCode: (phone: string) => codes.get(phone) };
}

export type FakeTeamServer = ReturnType<typeof fakeTeamServer>;

/** The owner's session, or a member's (their role on the user record). */
export function sessionOf(role: 'owner' | 'manager' | 'cashier' = 'owner') {
  const user =
    role === 'owner'
      ? sampleAccount.user
      : { ...sampleAccount.user, username: 'Ko Zaw', role, member_id: 5, branch_id: null };
  return {
    session: { token: sampleAccount.token, user, merchantUser: sampleAccount.merchantUser },
  };
}

/** /store/team in `language`, signed in with `role`. */
export function renderTeam(
  language: Language,
  {
    fake = fakeTeamServer(),
    role = 'owner',
  }: { fake?: FakeTeamServer; role?: 'owner' | 'manager' | 'cashier' } = {},
) {
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<TeamPage />, {
      route: '/store/team',
      path: '/store/team',
      preloadedState: languagePreload(language, sessionOf(role) as never),
    }),
  };
}

/** /staff/login in `language`, nobody signed in. */
export function renderStaffLogin(language: Language, fake: FakeTeamServer = fakeTeamServer()) {
  server.use(...fake.handlers);
  return {
    fake,
    rendered: renderWithProviders(<StaffLoginPage />, {
      route: '/staff/login',
      path: '/staff/login',
      preloadedState: languagePreload(language),
    }),
  };
}
