import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  ERRORS,
  SUCCESS,
  type ForgotPasswordRequest,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import { hashToken, isWellFormedToken, newSecretToken } from '../../common/secret-token';
import { ActivitiesService } from '../activities/activities.service';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/mail.templates';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { PasswordHasher } from './password-hasher';

export const PASSWORD_RESET_QUEUE = 'auth.password-reset';
export const RESET_TOKEN_TTL_MINUTES = 60;

interface ResetRequestJob {
  email: string;
  meta: RequestMeta;
}

/**
 * Forgot and reset password. The request answers the same for known and unknown emails, in the same
 * time: it only enqueues a job; the job looks the user up, issues the token and writes the mail.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly activities: ActivitiesService,
    private readonly limits: RateLimitService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(PASSWORD_RESET_QUEUE, (data) => this.issue(data as ResetRequestJob), {
      pollingIntervalSeconds: 0.5,
    });
  }

  async forgot(input: ForgotPasswordRequest, meta: RequestMeta): Promise<MessageResponse> {
    await this.limits.consumeAuth('forgot', meta.ip, input.email);
    await this.jobs.send(PASSWORD_RESET_QUEUE, { email: input.email, meta } satisfies ResetRequestJob);
    return { message: SUCCESS.forgotSent };
  }

  /** The job: a new token voids older ones; the link goes to the outbox or SMTP. */
  private async issue({ email, meta }: ResetRequestJob): Promise<void> {
    await this.db.transaction(async (m) => {
      const [user] = (await m.query(
        "SELECT id, email FROM users WHERE lower(email) = lower($1) AND state = 'active' FOR UPDATE",
        [email],
      )) as Array<{ id: string; email: string }>;
      if (!user) return;
      await m.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        user.id,
      ]);
      const { token, hash } = newSecretToken();
      await m.query(
        `INSERT INTO password_resets (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [user.id, hash, RESET_TOKEN_TTL_MINUTES],
      );
      const link = this.mail.link('/reset-password', { token, email: user.email });
      await this.mail.queue(m, passwordResetMail(user.email, link));
      await this.activities.record(m, meta, {
        type: 'password_reset_requested',
        entityType: 'user',
        entityId: user.id,
        description: 'Password reset requested',
        userId: user.id,
      });
    });
  }

  async reset(input: ResetPasswordRequest, meta: RequestMeta): Promise<MessageResponse> {
    await this.limits.consumeAuth('reset', meta.ip, input.token.slice(0, 16) || 'empty');
    const invalid = new AppError(400, ERROR_CODES.validation, ERRORS.resetInvalidToken, {
      token: ERRORS.resetInvalidToken,
    });
    if (!isWellFormedToken(input.token)) throw invalid;
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT r.id, r.user_id AS "userId", u.email
           FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.state = 'active'
          FOR UPDATE OF r`,
        [hashToken(input.token)],
      )) as Array<{ id: string; userId: string; email: string }>;
      if (!row || (input.email && input.email.toLowerCase() !== row.email.toLowerCase())) throw invalid;
      await m.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
        row.userId,
      ]);
      // A new password revokes every session.
      await m.query(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [row.userId, passwordHash],
      );
      await this.activities.record(m, meta, {
        type: 'password_reset_completed',
        entityType: 'user',
        entityId: row.userId,
        description: 'Password reset with an emailed link (all sessions revoked)',
        userId: row.userId,
      });
    });
    return { message: SUCCESS.passwordReset };
  }
}
