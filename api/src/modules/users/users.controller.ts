import { Controller, Get } from '@nestjs/common';
import { userSchema, type User } from '@lantern/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @Endpoint({
    tag: 'users',
    summary: 'The signed-in user with organizations and accounts',
    response: userSchema,
  })
  me(@CurrentUser() user: AuthUser): Promise<User> {
    return this.users.profile(user.id);
  }
}
