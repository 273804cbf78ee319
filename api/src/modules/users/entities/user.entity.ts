import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Stored as typed; uniqueness and lookups are case-insensitive (index on lower(email)). */
  @Column('text') email: string;
  @Column('text', { name: 'first_name' }) firstName: string;
  @Column('text', { name: 'last_name' }) lastName: string;
  @Column('text', { nullable: true }) country: string | null;
  @Column('text', { default: 'active' }) state: string;
  @Column('text', { name: 'login_type', default: 'email' }) loginType: string;
  @Column('text', { name: 'password_hash', nullable: true, select: false }) passwordHash: string | null;
  /** Bumped by logout, password reset and blocking: every token carrying an older version is revoked. */
  @Column('integer', { name: 'token_version', default: 0 }) tokenVersion: number;
  @Column('uuid', { name: 'current_organization_id', nullable: true }) currentOrganizationId: string | null;
  @Column('uuid', { name: 'current_account_id', nullable: true }) currentAccountId: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
