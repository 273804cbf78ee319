import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  acceptInviteRequestSchema,
  authResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  messageResponseSchema,
  orgIdParamsSchema,
  resendParamsSchema,
  resendRequestSchema,
  type AcceptInviteRequest,
  type AuthResponse,
  type InviteRequest,
  type MessageResponse,
} from '@lantern/contracts';
import { from, Public, Requires } from '../../common/access.decorators';
import { AppError } from '../../common/app-error';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { Access, type AccessContext } from '../access/access-context';
import { type InviteResponse, InvitesService } from './invites.service';

@Controller()
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  @Post('organizations/:orgId/invites')
  @Requires('invite', 'send_invite', {
    org: from.params('orgId'),
    account: from.body('accountId'),
    feature: 'invite_users',
  })
  @Endpoint({
    tag: 'invites',
    summary: 'Invite someone to an account by email (plan feature and per-account limit apply)',
    params: orgIdParamsSchema,
    body: inviteRequestSchema,
    response: inviteResponseSchema,
    responses: { 403: 'Permission, plan or invite limit', 409: 'Already a member or already invited' },
  })
  send(
    @Access() access: AccessContext,
    @Body() body: InviteRequest,
    @Meta() meta: RequestMeta,
  ): Promise<InviteResponse> {
    return this.invites.send(access, body, meta);
  }

  @Post('organizations/:orgId/invites/:invitationId/resend')
  @HttpCode(200)
  @Requires('invite', 'send_invite', { org: from.params('orgId'), feature: 'invite_users' })
  @Endpoint({
    tag: 'invites',
    summary: 'Resend a pending invitation with a new link (the id may be the invitation or the invitee user)',
    params: resendParamsSchema,
    body: resendRequestSchema,
    response: messageResponseSchema,
  })
  resend(
    @Access() access: AccessContext,
    @Param() params: { invitationId: string },
    @Body() body: { invitation_id?: string },
    @Meta() meta: RequestMeta,
  ): Promise<MessageResponse> {
    if (body.invitation_id && body.invitation_id !== params.invitationId) {
      throw AppError.validation('invitation_id does not match the path', {
        invitation_id: 'invitation_id does not match the path',
      });
    }
    return this.invites.resend(access, params.invitationId, meta);
  }

  @Post('invites/accept')
  @HttpCode(200)
  @Public()
  @Endpoint({
    tag: 'invites',
    summary: 'Accept an invitation with its emailed token; new users also set name, country and password',
    body: acceptInviteRequestSchema,
    response: authResponseSchema,
  })
  accept(@Body() body: AcceptInviteRequest, @Meta() meta: RequestMeta): Promise<AuthResponse> {
    return this.invites.accept(body, meta);
  }

  @Post('invites/decline')
  @HttpCode(200)
  @Public()
  @Endpoint({
    tag: 'invites',
    summary: 'Decline an invitation with its emailed token',
    body: acceptInviteRequestSchema,
    response: messageResponseSchema,
  })
  decline(@Body() body: AcceptInviteRequest, @Meta() meta: RequestMeta): Promise<MessageResponse> {
    return this.invites.decline(body, meta);
  }
}
