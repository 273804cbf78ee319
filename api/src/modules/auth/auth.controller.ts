import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  authResponseSchema,
  loginRequestSchema,
  signupRequestSchema,
  type AuthResponse,
  type LoginRequest,
  type SignupRequest,
} from '@lantern/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { Public } from '../../common/public.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { AuthService } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signup')
  @Public()
  @Endpoint({
    tag: 'auth',
    summary: 'Create a user, an organization (free tier) and its first account',
    body: signupRequestSchema,
    response: authResponseSchema,
    responses: { 409: 'Email already registered' },
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
  })
  login(@Body() body: LoginRequest, @Meta() meta: RequestMeta): Promise<AuthResponse> {
    return this.auth.login(body, meta);
  }
}
