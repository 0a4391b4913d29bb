import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ResetAccount } from './password-reset.entity.js';
import { RESET_LINK_MINUTES } from './password-reset.service.js';
import { PasswordResetRequested, RequestPasswordResetInput, ResetPasswordInput } from './password-reset.types.js';

@Resolver()
export class PasswordResetResolver {
  @Mutation(() => PasswordResetRequested, {
    description: 'E-mails a single-use link to set a new password to the account using this address. The same answer whether or not there is one.',
  })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput,
    @Ctx() services: GraphQLContext,
  ): Promise<PasswordResetRequested> {
    const { account, email, language } = input;
    await services.passwordResets.request(account, { email, language: language ?? undefined }, services.caller.ip);
    return { linkMinutes: RESET_LINK_MINUTES };
  }

  @Mutation(() => ResetAccount, {
    description: 'Sets a new password through an e-mailed link, which is then used up, and signs the account out everywhere. LINK_EXPIRED for a used, expired or unknown link.',
  })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() services: GraphQLContext): Promise<ResetAccount> {
    return services.passwordResets.confirm(input);
  }
}
