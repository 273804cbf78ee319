import { AccountEntity } from '../modules/accounts/entities/account.entity';
import { MembershipEntity } from '../modules/accounts/entities/membership.entity';
import { ActivityEntity } from '../modules/activities/entities/activity.entity';
import { CampaignEntity } from '../modules/campaigns/entities/campaign.entity';
import { OrganizationEntity } from '../modules/organizations/entities/organization.entity';
import { RoleEntity } from '../modules/roles/entities/role.entity';
import { UserEntity } from '../modules/users/entities/user.entity';

export const ENTITIES = [
  UserEntity,
  OrganizationEntity,
  AccountEntity,
  MembershipEntity,
  RoleEntity,
  ActivityEntity,
  CampaignEntity,
];
