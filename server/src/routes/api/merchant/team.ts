/**
 * A shop's team. The owner lists it, invites a member by phone (a manager or a cashier, a cashier
 * possibly of one branch) up to the plan's `max_users`, changes a member's role and removes them:
 * a removed member's tokens are gone with them, and their open streams in this process end at once
 * (in any other process at its next heartbeat, which checks every stream's token).
 *
 * A member signs in with their phone and a one-time code of its own purpose (`staff_sign_in`):
 * `merchant/staff/sendOtp` sends the code to any phone, as the password reset does, and
 * `merchant/staff/signIn` answers a phone on no team with 422 `not_a_member` once the code is right.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuthHeaders, ErrorBody, MerchantParams, ValidationErrorBody } from '@contract';
import { OtpErrorBody, OtpValidationErrorBody, SendOtpResponse } from '@contract/otp';
import {
  ChangeMemberRequest,
  InviteMemberRequest,
  MemberParams,
  StaffSendOtpRequest,
  StaffSignInErrorBody,
  StaffSignInRequest,
  StaffSignInResponse,
  TeamActivityResponse,
  TeamMember,
  TeamResponse,
} from '@contract/staff';
import { answerSent, refuseUnverified } from '../../../otp/answers';
import { normalisePhoneInput } from '../../../phone';
import { memberUser } from '../../../repositories/team';
import { validationBody } from '../../../validation';
import { teamPaths } from '@contract/teamPaths';

const teamRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { team, accounts } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  fastify.get(
    `/${teamPaths.merchantTeam}`,
    {
      config: { merchantAccess: 'team' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: TeamResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { members, maxUsers } = await team.list(request.params.merchantId);
      return { members, max_users: maxUsers };
    },
  );

  fastify.get(
    `/${teamPaths.merchantTeamActivity}`,
    {
      config: { merchantAccess: 'team' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: { 200: TeamActivityResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ actions: await team.activity(request.params.merchantId) }),
  );

  fastify.post(
    `/${teamPaths.merchantTeam}`,
    {
      config: { merchantAccess: 'team' },
      onRequest,
      preValidation: normalisePhoneInput,
      preHandler: fastify.refuseZawgyi('merchantTeam'),
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: InviteMemberRequest,
        response: {
          200: TeamMember,
          201: TeamMember,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId } = request.params;
      const { phone, name, role, branch_id } = request.body;
      const result = await team.invite(merchantId, {
        phone,
        name,
        role,
        branchId: branch_id ?? null,
      });
      switch (result.kind) {
        case 'invited':
          request.log.info({ merchantId, memberId: result.member.id, role }, 'member invited');
          return reply.code(201).send(result.member);
        case 'already':
          return reply.code(200).send(result.member);
        case 'full':
          return reply.code(422).send(validationBody(m, { phone: [m.teamFull(result.maxUsers)] }));
        case 'noBranch':
          return reply.code(422).send(validationBody(m, { branch_id: [m.branchNotFound] }));
        case 'taken':
          return reply.code(409).send({ message: m.phoneOnATeam });
      }
    },
  );

  fastify.put(
    `/${teamPaths.merchantTeamMember}`,
    {
      config: { merchantAccess: 'team' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MemberParams,
        body: ChangeMemberRequest,
        response: {
          200: TeamMember,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, memberId } = request.params;
      const { role, branch_id } = request.body;
      const result = await team.change(merchantId, memberId, role, branch_id ?? null);
      switch (result.kind) {
        case 'changed':
          request.log.info({ merchantId, memberId, role }, 'member role changed');
          return result.member;
        case 'noBranch':
          return reply.code(422).send(validationBody(m, { branch_id: [m.branchNotFound] }));
        case 'notFound':
          return reply.code(404).send({ message: m.memberNotFound });
      }
    },
  );

  fastify.delete(
    `/${teamPaths.merchantTeamMember}`,
    {
      config: { merchantAccess: 'team' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MemberParams,
        response: { 204: Type.Null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { merchantId, memberId } = request.params;
      const ended = await team.remove(merchantId, memberId);
      if (ended === null)
        return reply.code(404).send({ message: request.messages().memberNotFound });
      for (const id of ended) fastify.liveEvents.endToken({ kind: 'merchant', id });
      request.log.info({ merchantId, memberId }, 'member removed');
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    `/${teamPaths.staffSendOtp}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        body: StaffSendOtpRequest,
        response: {
          200: SendOtpResponse,
          422: OtpValidationErrorBody,
          429: OtpErrorBody,
          502: OtpErrorBody,
          504: OtpErrorBody,
        },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone } = request.body;
      const sent = await fastify.otp.send({ purpose: 'staff_sign_in', phone, text: m.otpSms });
      return answerSent(reply, m, phone, sent);
    },
  );

  fastify.post(
    `/${teamPaths.staffSignIn}`,
    {
      preValidation: normalisePhoneInput,
      schema: {
        body: StaffSignInRequest,
        response: { 200: StaffSignInResponse, 422: StaffSignInErrorBody, 429: OtpErrorBody },
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { phone, otp } = request.body;
      // The code is used up and the invitation taken up in one transaction.
      const checked = await fastify.otp.verify(
        { purpose: 'staff_sign_in', phone, code: otp },
        async (tx) => {
          const member = await team.findByPhone(phone, tx);
          if (member) await team.markJoined(member.id, tx);
          return member;
        },
      );
      if (checked.kind !== 'verified') return refuseUnverified(reply, m, checked);
      const member = checked.value;
      const account = member && (await accounts.findByUserId(member.ownerUserId));
      if (!member || !account) {
        return reply.code(422).send({
          ...validationBody(m, { phone: [m.notAMember] }),
          reason: 'not_a_member' as const,
        });
      }
      const token = await fastify.issueToken(member.ownerUserId, member.merchantId, member.id);
      request.log.info({ merchantId: member.merchantId, memberId: member.id }, 'member signed in');
      return {
        token,
        user: memberUser(account.user, member),
        merchantUser: account.merchantUser,
        member: { id: member.id, name: member.name, role: member.role, branch_id: member.branchId },
      };
    },
  );
};

export default teamRoutes;
