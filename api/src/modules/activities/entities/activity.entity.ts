import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audit-trail row. Written in the same transaction as the change it records; never updated. */
@Entity({ name: 'activities' })
export class ActivityEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id', nullable: true }) organizationId: string | null;
  @Column('uuid', { name: 'account_id', nullable: true }) accountId: string | null;
  @Column('uuid', { name: 'user_id', nullable: true }) userId: string | null;
  /** The actor's name and email when the row was written (an audit row does not change later). */
  @Column('text', { name: 'user_name', nullable: true }) userName: string | null;
  @Column('text', { name: 'user_email', nullable: true }) userEmail: string | null;
  @Column('text', { name: 'activity_type' }) activityType: string;
  @Column('text', { name: 'entity_type' }) entityType: string;
  @Column('text', { name: 'entity_id', nullable: true }) entityId: string | null;
  @Column('text') description: string;
  @Column('text', { name: 'ip_address', nullable: true }) ipAddress: string | null;
  @Column('text', { name: 'user_agent', nullable: true }) userAgent: string | null;
  @Column('jsonb', { default: {} }) metadata: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
