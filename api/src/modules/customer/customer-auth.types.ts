import { Field, InputType, ObjectType } from 'type-graphql';
import { Customer } from './customer.entity.js';

@ObjectType({ simpleResolvers: true })
export class CustomerSession {
  @Field(() => String, { description: 'Bearer token for the shop (not valid for staff operations).' })
  token!: string;

  @Field(() => Customer)
  customer!: Customer;
}

@InputType()
export class CustomerRegisterInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password!: string;
}
