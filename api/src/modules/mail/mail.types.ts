import { Field, InputType, ObjectType } from 'type-graphql';
import { PageCounts } from '../common/pagination.js';
import { MailMessage } from './mail-message.entity.js';
import { MailStatus } from './mail.enums.js';

@ObjectType({ simpleResolvers: true })
export class MailMessagePage extends PageCounts {
  @Field(() => [MailMessage])
  mails!: MailMessage[];
}

@InputType()
export class MailLogFilterInput {
  @Field(() => MailStatus, { nullable: true })
  status?: MailStatus | null;

  @Field(() => String, { nullable: true, description: 'Part of the recipient\'s address.' })
  search?: string | null;
}
