import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput } from '../common/pagination.js';
import { MailMessage } from './mail-message.entity.js';
import { MailLogFilterInput, MailMessagePage } from './mail.types.js';

@Resolver(() => MailMessage)
export class MailResolver {
  @Authorized(Permission.VIEW_MAIL_LOG)
  @Query(() => MailMessagePage, { description: 'E-mails the shop queued, newest first, with their delivery status (Super Admin only).' })
  mailMessages(
    @Arg('filter', () => MailLogFilterInput, { nullable: true }) filter: MailLogFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<MailMessagePage> {
    return services.mailLog.list(filter ?? {}, page ?? {});
  }

  @Authorized(Permission.VIEW_MAIL_LOG)
  @Query(() => MailMessage, { description: 'One e-mail with its text (Super Admin only).' })
  mailMessage(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<MailMessage> {
    return services.mailLog.get(id);
  }
}
