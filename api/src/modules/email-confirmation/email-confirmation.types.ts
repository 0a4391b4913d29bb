import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A confirmation link is on its way (the same answer whether or not the address already had an account).', simpleResolvers: true })
export class ConfirmationLinkSent {
  @Field(() => String)
  email!: string;

  @Field(() => Int, { description: 'How long the link works.' })
  linkHours!: number;
}

@InputType()
export class ResendEmailConfirmationInput {
  @Field(() => String)
  email!: string;
}
