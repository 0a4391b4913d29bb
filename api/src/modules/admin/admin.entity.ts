import { Entity, Enum, type Opt, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { AdminRole } from './admin-role.js';

@ObjectType({ description: 'A member of staff who signs in to the dashboard.' })
@Entity()
export class Admin extends BaseEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'Unique, stored lower-case.' })
  @Property({ type: 'string', length: 254 })
  @Unique({ name: 'admin_email_unique' })
  email!: string;

  /** argon2id hash; never exposed. */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Field(() => AdminRole)
  @Enum({ items: () => AdminRole, default: AdminRole.ADMIN })
  role: AdminRole & Opt = AdminRole.ADMIN;

  /**
   * When the password was last changed after the account was made (by its holder, a Super Admin or a reset link).
   * Hidden like the hash: audit snapshots note a change as `credentialsChanged` and never name the password.
   */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  passwordChangedAt: Date | null = null;

  /** Goes up on every password or role change; tokens signed with an older one stop working. Never exposed. */
  @Property({ type: 'integer', default: 0, hidden: true })
  tokenVersion: number & Opt = 0;
}
