import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { PageInput } from '../common/pagination.js';
import { withoutNulls } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import { PaymentInstructions, paymentInstructions } from '../payments/payment-instructions.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderLine } from './order-line.entity.js';
import { Order } from './order.entity.js';
import { CartLineInput, PlaceOrderInput, StaffOrderFilterInput } from './order.inputs.js';
import { CheckoutPreview, OrderMove, OrderPage, OrderPlacement, RobloxAccount, StaffOrderPage, UsernameCheck } from './order.types.js';
import { movesFrom, nextStatuses, OPEN_STATUSES, OrderStatus } from './order-status.js';

const linesOf = (lines: CartLineInput[]) => lines.map(withoutNulls);

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => CheckoutPreview, { description: 'Prices a cart as the shop would sell it now, without placing it.' })
  checkoutPreview(@Arg('lines', () => [CartLineInput]) lines: CartLineInput[], @Ctx() services: GraphQLContext): Promise<CheckoutPreview> {
    return services.orders.preview({ lines: linesOf(lines) });
  }

  @Query(() => UsernameCheck, { description: 'Who a Roblox username belongs to ("Is this you?"). Signed-in shoppers only.' })
  checkRobloxUsername(@Arg('username', () => String) username: string, @Ctx() services: GraphQLContext): Promise<UsernameCheck> {
    return services.orders.checkRobloxUsername(username);
  }

  @Mutation(() => OrderPlacement, { description: 'Places an order for the signed-in shopper; the same idempotencyKey returns the same order.' })
  placeOrder(@Arg('input', () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() services: GraphQLContext): Promise<OrderPlacement> {
    return services.orders.place({ ...input, lines: linesOf(input.lines), expectedTotal: input.expectedTotal ?? undefined });
  }

  @Query(() => OrderPage, { description: "The signed-in shopper's orders, newest first." })
  myOrders(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | null, @Ctx() services: GraphQLContext): Promise<OrderPage> {
    return services.orders.mine(page ?? {});
  }

  @Query(() => Order, { description: "One of the signed-in shopper's orders; NOT_FOUND for anyone else's." })
  order(@Arg('number', () => String) number: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.orders.mineByNumber(number);
  }

  @Mutation(() => Order, { description: 'The shopper cancels their order while it awaits payment; the stock goes back on sale.' })
  cancelOrder(@Arg('number', () => String) number: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.orders.cancelMine(number);
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Query(() => StaffOrderPage, { description: 'Every order, newest first, with counts per status for the filter chips.' })
  orders(
    @Arg('filter', () => StaffOrderFilterInput, { nullable: true }) filter: StaffOrderFilterInput | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<StaffOrderPage> {
    return services.orders.list(filter ?? {}, page ?? {});
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Query(() => Order, { description: 'Any order, for staff.' })
  adminOrder(@Arg('number', () => String) number: string, @Ctx() services: GraphQLContext): Promise<Order> {
    return services.orders.byNumber(number);
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @Mutation(() => Order, {
    description:
      'Moves an order along its process; cancelling and refunding need a note (the reason). Marking PAID an order with no payment recorded takes a Super Admin and a reason. 409 when not allowed from its status.',
  })
  setOrderStatus(
    @Arg('number', () => String) number: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why an order with no payment recorded is marked PAID (up to 300 characters); it is the change's note on the timeline, so leave `note` out.",
    })
    reason: string | null,
    @Ctx() services: GraphQLContext,
  ): Promise<Order> {
    return services.orders.setStatus(number, { status, note: note ?? undefined, reason: reason ?? undefined });
  }

  @FieldResolver(() => RobloxAccount, { nullable: true, description: 'None for an order of Robux accounts alone: their login is handed over instead.' })
  robloxUser(@Root() order: Order): RobloxAccount | null {
    if (order.robloxUsername === null) return null;
    return { id: order.robloxUserId, name: order.robloxUsername, displayName: order.robloxDisplayName, verified: order.robloxUserId !== null };
  }

  @FieldResolver(() => PaymentInstructions, { nullable: true, description: 'How to pay: the exact amount, the PromptPay QR payload and the receiver.' })
  payment(@Root() order: Order): PaymentInstructions | null {
    return paymentInstructions(order);
  }

  @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order): OrderLine[] {
    return order.lines.getItems();
  }

  @FieldResolver(() => [OrderEvent], { description: 'Every status change, oldest first.' })
  timeline(@Root() order: Order): OrderEvent[] {
    return order.events.getItems();
  }

  @FieldResolver(() => Boolean, { description: 'Whether the order is still moving (its page keeps refreshing).' })
  open(@Root() order: Order): boolean {
    return OPEN_STATUSES.has(order.status);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the shopper may cancel it now.' })
  cancellable(@Root() order: Order): boolean {
    return nextStatuses(order.status, 'customer').includes(OrderStatus.CANCELLED);
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @FieldResolver(() => Customer, { description: 'The buyer (staff only).' })
  customer(@Root() order: Order): Customer {
    return order.customer;
  }

  @Authorized(Permission.MANAGE_ORDERS)
  @FieldResolver(() => [OrderMove], { description: 'The moves staff may make now, which need a reason, and which mark it paid with no payment recorded (staff only).' })
  staffMoves(@Root() order: Order): OrderMove[] {
    return movesFrom(order, 'staff');
  }
}
