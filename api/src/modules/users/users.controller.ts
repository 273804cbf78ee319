import { Body, Controller, Get, Patch } from '@nestjs/common';
import {
  updateProfileRequestSchema,
  userSchema,
  type UpdateProfileRequest,
  type User,
} from '@lantern/contracts';
import { SignedIn } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @SignedIn()
  @Endpoint({
    tag: 'users',
    summary: 'The signed-in user with organizations and accounts',
    response: userSchema,
  })
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.users.profile(user.id);
  }

  @Patch('me')
  @SignedIn()
  @Endpoint({
    tag: 'users',
    summary: "Update the signed-in user's name or country",
    body: updateProfileRequestSchema,
    response: userSchema,
  })
  update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileRequest,
    @Meta() meta: RequestMeta,
  ): Promise<User> {
    return this.users.updateProfile(user.id, body, meta);
  }
}
