import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RoleName, Tier } from '@lantern/contracts';

/** What the AccessGuard established for a permission route: the scope and the caller's role in it. */
export interface AccessContext {
  userId: string;
  organizationId: string;
  /** The account of the membership that granted the role; null for organization-wide checks. */
  accountId: string | null;
  role: RoleName;
  tier: Tier;
}

export const Access = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<{ access: AccessContext }>().access,
);
