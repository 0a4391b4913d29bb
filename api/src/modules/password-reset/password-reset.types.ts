import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MailLanguage } from '../mail/mail.enums.js';
import { ResetAccount } from './password-reset.entity.js';

@InputType()
export class RequestPasswordResetInput {
  @Field(() => String)
  email!: string;

  @Field(() => MailLanguage, { nullable: true, description: 'The language of the e-mail: the one the person reads the shop in. TH unless given.' })
  language?: MailLanguage | null;

  @Field(() => ResetAccount, { defaultValue: ResetAccount.CUSTOMER, description: 'A shopper\'s account (the sign-in modal) or a staff account (the dashboard login).' })
  account!: ResetAccount;
}

/** The same answer to every accepted request, whether or not an account uses the address. */
@ObjectType({ simpleResolvers: true })
export class PasswordResetRequested {
  @Field(() => Int, { description: 'How long the e-mailed link works, in minutes.' })
  linkMinutes!: number;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the e-mailed link.' })
  token!: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password!: string;
}
