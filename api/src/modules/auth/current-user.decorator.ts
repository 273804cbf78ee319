import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** What the JWT strategy attaches to the request once the token and its version are checked. */
export interface AuthUser {
  id: string;
  email: string;
}

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
