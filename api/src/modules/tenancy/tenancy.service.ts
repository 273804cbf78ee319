import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error';
import { type MembershipRow, TenancyRepository } from './tenancy.repository';

/** Fails closed: anything outside the caller's active memberships is answered as not found. */
@Injectable()
export class TenancyService {
  constructor(private readonly repo: TenancyRepository) {}

  async requireAccount(userId: string, organizationId: string, accountId: string): Promise<MembershipRow> {
    const membership = await this.repo.findActiveMembership(userId, organizationId, accountId);
    if (!membership) throw AppError.notFound('Account not found');
    return membership;
  }
}
