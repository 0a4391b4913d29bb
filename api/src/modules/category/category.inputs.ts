import { Field, InputType } from 'type-graphql';

@InputType()
export class CreateCategoryInput {
  @Field(() => String)
  name!: string;

  @Field(() => Boolean, { nullable: true })
  comingSoon?: boolean;
}

@InputType()
export class UpdateCategoryInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => Boolean, { nullable: true })
  comingSoon?: boolean;

  @Field(() => String, { nullable: true, description: 'An image URL returned by uploadImage; or send a new image.' })
  imageUrl?: string;
}
