import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PaymentMethod } from './payment-method.entity.js';
import { PaymentMethodInput } from './payment-method.inputs.js';

@Resolver(() => PaymentMethod)
export class PaymentMethodResolver {
  @Authorized(Permission.MANAGE_PAYMENTS)
  @Query(() => [PaymentMethod], { description: "The shop's linked accounts, oldest first." })
  paymentMethods(@Ctx() services: GraphQLContext): Promise<PaymentMethod[]> {
    return services.paymentMethods.list();
  }

  @Authorized(Permission.MANAGE_PAYMENTS)
  @Mutation(() => PaymentMethod)
  createPaymentMethod(@Arg('input', () => PaymentMethodInput) input: PaymentMethodInput, @Ctx() services: GraphQLContext): Promise<PaymentMethod> {
    return services.paymentMethods.create(input);
  }

  @Authorized(Permission.MANAGE_PAYMENTS)
  @Mutation(() => PaymentMethod)
  updatePaymentMethod(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Ctx() services: GraphQLContext,
  ): Promise<PaymentMethod> {
    return services.paymentMethods.update(id, input);
  }

  @Authorized(Permission.MANAGE_PAYMENTS)
  @Mutation(() => Boolean)
  async deletePaymentMethod(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.paymentMethods.delete(id);
    return true;
  }
}
