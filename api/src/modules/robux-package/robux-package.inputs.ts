import { Field, InputType, Int } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';

@InputType()
export class CreateRobuxPackageInput {
  @Field(() => Int)
  amount!: number;

  @Field(() => DecimalScalar)
  price!: string;
}

@InputType()
export class UpdateRobuxPackageInput {
  @Field(() => Int, { nullable: true })
  amount?: number;

  @Field(() => DecimalScalar, { nullable: true })
  price?: string;

  @Field(() => String, { nullable: true, description: 'An image URL returned by uploadImage; or send a new image.' })
  imageUrl?: string;
}
