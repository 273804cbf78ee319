import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type {
  CampaignPlatformId,
  CampaignSchedule,
  CampaignStatus,
  PromptMethod,
  TrackedBrand,
} from '@lantern/contracts';

@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'organization_id' }) organizationId: string;
  @Column('uuid', { name: 'account_id' }) accountId: string;
  @Column('text') name: string;
  @Column('text', { name: 'website_url' }) websiteUrl: string;
  @Column('text', { name: 'website_domain' }) websiteDomain: string;
  @Column('text', { name: 'brand_url', nullable: true }) brandUrl: string | null;
  @Column('text') location: string;
  @Column('text', { name: 'prompt_type', default: 'Commercial' }) promptType: string;
  @Column('integer', { default: 5 }) breadth: number;
  @Column('integer', { default: 3 }) depth: number;
  @Column('text', { array: true, default: () => "'{}'" }) keywords: string[];
  @Column('integer', { name: 'prompts_count', default: 0 }) promptsCount: number;
  @Column('text', { default: 'PENDING' }) status: CampaignStatus;
  @Column('text', { name: 'brand_name', default: '' }) brandName: string;
  @Column('text', { name: 'brand_aliases', array: true, default: () => "'{}'" }) brandAliases: string[];
  @Column('jsonb', { default: () => "'[]'" }) competitors: TrackedBrand[];
  @Column('text', { array: true }) platforms: CampaignPlatformId[];
  @Column('integer', { default: 3 }) samples: number;
  @Column('text', { default: 'none' }) schedule: CampaignSchedule;
  @Column('timestamptz', { name: 'next_run_at', nullable: true }) nextRunAt: Date | null;
  @Column('text', { name: 'prompt_method', default: 'MANUAL_ADD' }) promptMethod: PromptMethod;
  @Column('uuid', { name: 'last_run_id', nullable: true }) lastRunId: string | null;
  @Column('timestamptz', { name: 'last_update', nullable: true }) lastUpdate: Date | null;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
