import { Controller, Get } from '@nestjs/common';
import {
  limitsFor,
  orgAccountQuerySchema,
  permissionsFor,
  permissionsResponseSchema,
  TIER_FEATURES,
  type PermissionsResponse,
} from '@lantern/contracts';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from './access-context';

@Controller('permissions')
export class PermissionsController {
  @Get('user')
  @Requires('account', 'view', { org: from.query('organization_id'), account: from.query('account_id') })
  @Endpoint({
    tag: 'access',
    summary: "The caller's permissions, plan limits and role in one account",
    query: orgAccountQuerySchema,
    response: permissionsResponseSchema,
  })
  user(@Access() access: AccessContext): PermissionsResponse {
    return {
      permissions: permissionsFor(access.role),
      limits: limitsFor(access.tier),
      features: [...TIER_FEATURES[access.tier]],
      user_info: { role: access.role, tier: access.tier },
    };
  }
}
