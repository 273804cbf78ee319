import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, type AccessRule, type ScopeSource } from '../../common/access.decorators';
import { AppError } from '../../common/app-error';
import { ENDPOINT_KEY, type EndpointContract } from '../../common/endpoint.decorator';
import { requestMeta } from '../../common/request-context';
import { validateRequest } from '../../common/request-validation';
import type { AuthUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AccessService } from './access.service';

type GuardedRequest = FastifyRequest & { user?: AuthUser; access?: unknown };

/**
 * The one global guard, in a fixed order: authenticate (401), validate input (400), then check the
 * route's access rule against the caller's membership (404 outside it, 403 without the permission).
 * A route without an access rule is refused.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtAuthGuard,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, targets);
    if (!rule) throw AppError.forbidden('This route has no access rule');
    if (rule.kind !== 'public') await this.jwt.canActivate(context);

    const req = context.switchToHttp().getRequest<GuardedRequest>();
    validateRequest(
      this.reflector.get<EndpointContract | undefined>(ENDPOINT_KEY, context.getHandler()),
      req,
    );

    if (rule.kind === 'permission') {
      const user = req.user as AuthUser;
      req.access = await this.access.authorize(
        user.id,
        {
          organizationId: read(req, rule.org) as string,
          accountId: rule.account ? read(req, rule.account) : undefined,
          resource: rule.resource,
          action: rule.action,
          feature: rule.feature,
          roles: rule.roles,
        },
        requestMeta(req),
      );
    }
    return true;
  }
}

/** Reads a validated scope id; the route's schema guarantees its presence and UUID shape. */
function read(req: FastifyRequest, source: ScopeSource): string | undefined {
  const part = (req as unknown as Record<string, Record<string, unknown> | undefined>)[source.in];
  const value = part?.[source.key];
  if (typeof value !== 'string')
    throw new Error(`Access rule reads ${source.in}.${source.key}, which is missing`);
  return value;
}
