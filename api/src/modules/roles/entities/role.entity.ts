import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RoleName } from '@lantern/contracts';

@Entity({ name: 'roles' })
export class RoleEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: RoleName;
  @Column('text', { name: 'display_name' }) displayName: string;
  @Column('text') description: string;
  @Column('boolean', { name: 'is_default', default: false }) isDefault: boolean;
}

/** A role as responses carry it (spec section 3: id, name, displayName, description). */
export const roleSummary = ({ id, name, displayName, description }: RoleEntity) => ({
  id,
  name,
  displayName,
  description,
});
