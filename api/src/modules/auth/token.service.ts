import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export const JWT_AUDIENCE = 'lantern-app';
export const JWT_ISSUER = 'lantern';
export const JWT_ALGORITHM = 'HS256';

export interface AccessTokenPayload {
  sub: string;
  /** The user's token version when issued; a token with an older version is revoked. */
  ver: number;
}

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(userId: string, tokenVersion: number): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId, ver: tokenVersion };
    return this.jwt.signAsync(payload);
  }
}
