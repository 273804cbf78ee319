import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: {
          algorithm: JWT_ALGORITHM,
          expiresIn: config.JWT_TTL_SECONDS,
          audience: JWT_AUDIENCE,
          issuer: JWT_ISSUER,
        },
        verifyOptions: { algorithms: [JWT_ALGORITHM], audience: JWT_AUDIENCE, issuer: JWT_ISSUER },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher, TokenService, JwtStrategy, JwtAuthGuard, PasswordResetService],
  exports: [JwtAuthGuard, PasswordHasher, TokenService],
})
export class AuthModule {}
