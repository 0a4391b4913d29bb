import { Check, Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'One staff change or read of customer data, or a Robux account login shown to its buyer: who did what to which record, with the record before and after.',
  simpleResolvers: true,
})
@Entity()
@Index({ name: 'audit_entry_created_at_index', properties: ['createdAt'] })
@Check({ name: 'audit_entry_one_actor', expression: '(admin_id is not null and admin_email is not null and customer_id is null) or (admin_id is null and admin_email is null and customer_id is not null)' })
export class AuditEntry {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Kept as plain values (no foreign key) so the trail outlives a deleted admin. */
  @Field(() => Int, { nullable: true, description: 'The staff member; none when a customer did it.' })
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  adminEmail: string | null = null;

  /** The shopper, when one did it (a login of an account they bought shown to them); a plain value, as adminId. */
  @Field(() => Int, { nullable: true, description: 'The customer; none when staff did it.' })
  @Property({ type: 'integer', nullable: true })
  customerId: number | null = null;

  @Field(() => String, {
    description:
      'create, update, delete or adjust-prices; export or view for staff reads of customer data; reset-password when staff set their password through an e-mailed link; reveal_login when a Robux account login is shown (to a Super Admin, or to its buyer).',
  })
  @Property({ type: 'string', length: 50 })
  action!: string;

  @Field(() => String, { description: 'Item, Category, RobuxPackage, RobuxAccount, PaymentMethod, Admin, Image, Transaction, Customer, CustomerWallet, Order or WalletTopup.' })
  @Property({ type: 'string', length: 50 })
  entityType!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  entityId: string | null = null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  before: unknown = null;

  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  after: unknown = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
