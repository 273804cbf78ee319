import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MembershipStatus } from '@lantern/contracts';

/** A user's role in one account (user x account x role). organization_id is denormalised for tenancy checks. */
@Entity({ name: 'memberships' })
export class MembershipEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @Column('uuid', { name: 'account_id' }) accountId: string;
  @Column('uuid', { name: 'role_id' }) roleId: string;
  @Column('text', { default: 'active' }) status: MembershipStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
