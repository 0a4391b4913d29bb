import { graphql } from '../../gql';

/** Everything the shopper's order page shows; cancelling and paying from the wallet answer with the same, so the page updates in place. */
export const ShopperOrderFragment = graphql(`
  fragment ShopperOrder_order on Order {
    number
    status
    total
    expiresAt
    createdAt
    open
    cancellable
    robloxUser {
      id
      name
      displayName
      verified
    }
    lines {
      kind
      accountPublicId
      name
      nameTh
      gameName
      rarity
      robuxAmount
      unitPrice
      quantity
      lineTotal
      deliveryMethod
      deliveryInstructions
      accountType
      guaranteeDays
      gamepassId
      gamepassPrice
    }
    accountLogins {
      accountId
      login {
        username
        password
        recoveryEmail
        notes
      }
    }
    timeline {
      fromStatus
      toStatus
      actor
      note
      noteCode
      noteProvider
      at
    }
    payment {
      amount
      amountOffset
      receiverName
      promptpayPayload
      expiresAt
    }
  }
`);

export const MyOrderQuery = graphql(`
  query MyOrder($number: String!) {
    order(number: $number) {
      ...ShopperOrder_order
    }
  }
`);

export const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($number: String!) {
    cancelOrder(number: $number) {
      ...ShopperOrder_order
    }
  }
`);

export const MyOrdersQuery = graphql(`
  query MyOrders($page: PageInput) {
    myOrders(page: $page) {
      total
      offset
      limit
      orders {
        number
        status
        total
        createdAt
        lines {
          kind
          name
          nameTh
          robuxAmount
          accountPublicId
          quantity
        }
      }
    }
  }
`);

export const PayOrderWithWalletMutation = graphql(`
  mutation PayOrderWithWallet($number: String!) {
    payOrderWithWallet(number: $number) {
      ...ShopperOrder_order
    }
  }
`);
