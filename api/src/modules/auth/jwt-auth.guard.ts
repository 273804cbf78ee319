import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../../common/app-error';

/** Checks the Bearer token (signature, algorithm, expiry, audience, version); used by the AccessGuard. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    if (err || !user) throw AppError.unauthorized();
    return user;
  }
}
