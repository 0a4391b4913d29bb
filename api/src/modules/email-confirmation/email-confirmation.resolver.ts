import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CustomerSession } from '../customer/customer-auth.types.js';
import { CONFIRMATION_LINK_HOURS } from './email-confirmation-links.js';
import { ConfirmationLinkSent, ResendEmailConfirmationInput } from './email-confirmation.types.js';

@Resolver()
export class EmailConfirmationResolver {
  @Mutation(() => CustomerSession, { description: 'Confirms a shopper\'s e-mail through the mailed link and signs them in. LINK_EXPIRED for a used, expired or unknown link.' })
  confirmEmail(@Arg('token', () => String) token: string, @Ctx() services: GraphQLContext): Promise<CustomerSession> {
    return services.emailConfirmations.confirm({ token });
  }

  @Mutation(() => ConfirmationLinkSent, { description: 'Mails a new confirmation link if an unconfirmed account uses this address; the same answer either way.' })
  async resendEmailConfirmation(
    @Arg('input', () => ResendEmailConfirmationInput) input: ResendEmailConfirmationInput,
    @Ctx() services: GraphQLContext,
  ): Promise<ConfirmationLinkSent> {
    const { email } = await services.emailConfirmations.resend(input, services.caller.ip);
    return { email, linkHours: CONFIRMATION_LINK_HOURS };
  }
}
