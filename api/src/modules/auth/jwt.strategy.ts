import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { UsersRepository } from '../users/users.repository';
import type { AuthUser } from './current-user.decorator';
import { type AccessTokenPayload, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from './token.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  /** The user is re-read on every request, so revocation and blocking apply at once. */
  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return false;
    const user = await this.users.findById(payload.sub).catch(() => null);
    if (!user || user.tokenVersion !== payload.ver || user.state !== 'active') return false;
    return { id: user.id, email: user.email };
  }
}
