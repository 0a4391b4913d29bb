import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** Id and timestamps shared by every catalogue table. */
// simpleResolvers: plain property reads, without type-graphql's per-field middleware wrapper (store lists resolve thousands).
@ObjectType({ simpleResolvers: true })
export abstract class BaseEntity {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
