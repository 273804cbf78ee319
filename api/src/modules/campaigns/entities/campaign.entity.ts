import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CampaignStatus } from '@lantern/contracts';

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
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
