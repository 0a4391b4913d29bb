import { Field, InputType, ObjectType } from 'type-graphql';
import { MailLanguage } from '../mail/mail.enums.js';
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

  @Field(() => MailLanguage, { nullable: true, description: "The language the shop is read in: the account's e-mails are written in it. TH unless given." })
  language?: MailLanguage | null;
}

@InputType({ description: 'A shopper\'s e-mail settings; a field left out stays as it is.' })
export class MailSettingsInput {
  @Field(() => MailLanguage, { nullable: true })
  language?: MailLanguage | null;

  @Field(() => Boolean, { nullable: true, description: 'Send the optional mails (payment received, delivered, wallet credited)? The essential ones always go.' })
  orderUpdateMails?: boolean | null;
}
