import { Field, InputType, ObjectType } from 'type-graphql';
import { AdminRole } from './admin-role.js';
import { Admin } from './admin.entity.js';

@InputType()
export class RegisterAdminInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password!: string;

  @Field(() => AdminRole, { nullable: true, description: 'Admin when omitted.' })
  role?: AdminRole;
}

@InputType()
export class UpdateAdminInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => AdminRole, { nullable: true, description: 'The last Super Admin cannot be demoted.' })
  role?: AdminRole;

  @Field(() => String, { nullable: true, description: 'A new password, at least 8 characters.' })
  password?: string;
}

@ObjectType({ simpleResolvers: true })
export class AdminSession {
  @Field(() => String, { description: 'Bearer token for the dashboard, valid for 12 hours.' })
  token!: string;

  @Field(() => Admin)
  admin!: Admin;
}
