import { graphql } from '../../gql';

/** Every line as the shop would sell it now; the page shows this, never the cart's own prices. */
export const CheckoutPreviewQuery = graphql(`
  query CheckoutPreview($lines: [CartLineInput!]!) {
    checkoutPreview(lines: $lines) {
      total
      orderable
      needsRobloxUsername
      lines {
        kind
        itemId
        packageId
        accountId
        status
        name
        nameTh
        gameName
        rarity
        robuxAmount
        unitPrice
        quantity
        available
        lineTotal
        deliveryMethod
        deliveryInstructions
        accountType
        guaranteeDays
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
