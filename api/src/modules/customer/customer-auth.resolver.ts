import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CONFIRMATION_LINK_HOURS } from '../email-confirmation/email-confirmation-links.js';
import { ConfirmationLinkSent } from '../email-confirmation/email-confirmation.types.js';
import { CustomerRegisterInput, CustomerSession, MailSettingsInput } from './customer-auth.types.js';
import { Customer } from './customer.entity.js';

@Resolver(() => Customer)
export class CustomerAuthResolver {
  @Mutation(() => CustomerSession, { description: 'Signs in with a Google ID token (the credential from Google sign-in).' })
  googleLogin(@Arg('token', () => String) token: string, @Ctx() services: GraphQLContext): Promise<CustomerSession> {
    return services.customers.googleLogin({ token });
  }

  @Mutation(() => ConfirmationLinkSent, {
    description: 'Starts an account and mails a link confirming its e-mail; the account signs in once confirmed (confirmEmail). The same answer whether or not the e-mail already has an account.',
  })
  async customerRegister(
    @Arg('input', () => CustomerRegisterInput) input: CustomerRegisterInput,
    @Ctx() services: GraphQLContext,
  ): Promise<ConfirmationLinkSent> {
    const { email } = await services.customers.register(input, services.caller.ip);
    return { email, linkHours: CONFIRMATION_LINK_HOURS };
  }

  @Mutation(() => CustomerSession, { description: 'Signs in with a username or e-mail and password.' })
  customerLogin(
    @Arg('identifier', () => String) identifier: string,
    @Arg('password', () => String) password: string,
    @Ctx() services: GraphQLContext,
  ): Promise<CustomerSession> {
    return services.customers.login({ identifier, password }, services.caller.ip);
  }

  @Query(() => String, { nullable: true, description: "Google's OAuth client id for the sign-in button; null when Google sign-in is not set up." })
  googleClientId(@Ctx() services: GraphQLContext): string | null {
    return services.customers.googleClientId ?? null;
  }

  @Mutation(() => Customer, { description: "Changes the signed-in shopper's e-mail language and whether the optional mails are sent." })
  updateMailSettings(@Arg('input', () => MailSettingsInput) input: MailSettingsInput, @Ctx() services: GraphQLContext): Promise<Customer> {
    return services.customers.updateMailSettings(input);
  }

  @Query(() => Customer, { description: 'The signed-in customer.' })
  customerMe(@Ctx() services: GraphQLContext): Promise<Customer> {
    return services.customers.me();
  }
}
