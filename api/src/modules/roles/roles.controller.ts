import { Controller, Get } from '@nestjs/common';
import { ROLE_NAMES, rolesResponseSchema, type Role } from '@lantern/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SignedIn } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { RoleEntity, roleSummary } from './entities/role.entity';

@Controller('roles')
export class RolesController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @SignedIn()
  @Endpoint({
    tag: 'access',
    summary: 'The roles (super_admin, admin, user, viewer)',
    response: rolesResponseSchema,
  })
  async list(): Promise<Role[]> {
    const roles = await this.db.getRepository(RoleEntity).find();
    return roles
      .sort((a, b) => ROLE_NAMES.indexOf(a.name) - ROLE_NAMES.indexOf(b.name))
      .map((role) => ({ ...roleSummary(role), isDefault: role.isDefault }));
  }
}
