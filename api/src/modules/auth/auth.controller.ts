import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  authResponseSchema,
  contextLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  switchAccountRequestSchema,
  userSchema,
  type AuthResponse,
  type ContextLoginRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type MessageResponse,
  type ResetPasswordRequest,
  type SignupRequest,
  type SwitchAccountRequest,
  type User,
} from '@lantern/contracts';
import { from, Public, Requires, SignedIn } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { AuthService } from './auth.service';
import { CurrentUser, type AuthUser } from './current-user.decorator';
import { PasswordResetService } from './password-reset.service';

const RATE_LIMITED = { 429: 'Too many attempts (Retry-After header gives the seconds to wait)' };

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('signup')
  @Public()
  @Endpoint({
    tag: 'auth',
    summary: 'Create a user, an organization (free tier) and its first account',
    body: signupRequestSchema,
    response: authResponseSchema,
    responses: { 409: 'Email already registered', ...RATE_LIMITED },
  })
  signup(@Body() body: SignupRequest, @Meta() meta: RequestMeta): Promise<AuthResponse> {
    return this.auth.signup(body, meta);
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @Endpoint({
    tag: 'auth',
    summary: 'Sign in with email and password',
    body: loginRequestSchema,
    response: authResponseSchema,
    responses: RATE_LIMITED,
  })
  login(@Body() body: LoginRequest, @Meta() meta: RequestMeta): Promise<AuthResponse> {
    return this.auth.login(body, meta);
  }

  @Post('logout')
  @HttpCode(200)
  @SignedIn()
  @Endpoint({
    tag: 'auth',
    summary: 'Sign out everywhere: revokes every token of the user (the token version is bumped)',
    response: messageResponseSchema,
  })
  logout(@CurrentUser() user: AuthUser, @Meta() meta: RequestMeta): Promise<MessageResponse> {
    return this.auth.logout(user.id, meta);
  }

  @Post('context_login')
  @HttpCode(200)
  @Requires('organization', 'view', { org: from.body('organizationId') })
  @Endpoint({
    tag: 'auth',
    summary: 'Enter an organization (also the profile refresh): selects its account and returns the user',
    body: contextLoginRequestSchema,
    response: userSchema,
  })
  contextLogin(@CurrentUser() user: AuthUser, @Body() body: ContextLoginRequest): Promise<User> {
    return this.auth.contextLogin(user.id, body.organizationId);
  }

  @Post('switch_account')
  @HttpCode(200)
  @Requires('account', 'switch', { org: from.body('organizationId'), account: from.body('accountId') })
  @Endpoint({
    tag: 'auth',
    summary: 'Select another account of an organization; returns the user',
    body: switchAccountRequestSchema,
    response: userSchema,
  })
  switchAccount(@CurrentUser() user: AuthUser, @Body() body: SwitchAccountRequest): Promise<User> {
    return this.auth.switchAccount(user.id, body.organizationId, body.accountId);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Public()
  @Endpoint({
    tag: 'auth',
    summary: 'Email a password reset link (same answer whether or not the email is registered)',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
    responses: RATE_LIMITED,
  })
  forgot(@Body() body: ForgotPasswordRequest, @Meta() meta: RequestMeta): Promise<MessageResponse> {
    return this.resets.forgot(body, meta);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public()
  @Endpoint({
    tag: 'auth',
    summary: 'Set a new password with an emailed token (single use, 1 hour); revokes every session',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    responses: RATE_LIMITED,
  })
  reset(@Body() body: ResetPasswordRequest, @Meta() meta: RequestMeta): Promise<MessageResponse> {
    return this.resets.reset(body, meta);
  }
}
