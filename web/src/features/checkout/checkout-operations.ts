import { graphql } from '../../gql';
import type { CartLineInput } from '../../gql/graphql';
import type { CartLine } from '../cart/cart-model';

/** Every line as the shop would sell it now; the page shows this, never the cart's own prices. */
export const CheckoutPreviewQuery = graphql(`
  query CheckoutPreview($lines: [CartLineInput!]!) {
    checkoutPreview(lines: $lines) {
      total
      orderable
      lines {
        itemId
        packageId
        accountId
        status
        name
        gameName
        rarity
        robuxAmount
        unitPrice
        quantity
        available
        lineTotal
        deliveryMethod
        deliveryInstructions
        gamepassPrice
        problem
      }
    }
  }
`);

export const CheckRobloxUsernameQuery = graphql(`
  query CheckRobloxUsername($username: String!) {
    checkRobloxUsername(username: $username) {
      status
      user {
        id
        name
        displayName
      }
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      created
      order {
        number
      }
    }
  }
`);


/** A cart line as the API takes it; `seenUnitPrice` lets the server flag a price that moved since. */
export function cartLineInput(line: CartLine, gamepass?: string): CartLineInput {
  const product = line.kind === 'account' ? { accountId: line.id } : line.kind === 'item' ? { itemId: line.id } : { packageId: line.id };
  return { ...product, quantity: line.quantity, seenUnitPrice: line.unitPrice, ...(gamepass === undefined ? {} : { gamepass }) };
}
