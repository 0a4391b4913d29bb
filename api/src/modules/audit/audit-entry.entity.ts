import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One staff change or read of customer data: who did what to which record, with the record before and after.', simpleResolvers: true })
@Entity()
@Index({ name: 'audit_entry_created_at_index', properties: ['createdAt'] })
export class AuditEntry {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Kept as plain values (no foreign key) so the trail outlives a deleted admin. */
  @Field(() => Int)
  @Property({ type: 'integer' })
  adminId!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  adminEmail!: string;

  @Field(() => String, { description: 'create, update, delete or adjust-prices; export or view for staff reads of customer data; reset-password when staff set their password through an e-mailed link.' })
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
