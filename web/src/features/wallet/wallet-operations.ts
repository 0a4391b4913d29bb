import { graphql } from '../../gql';

/** A top-up as its panel shows it. */
export const OpenTopupFragment = graphql(`
  fragment OpenTopup_topup on Topup {
    id
    amount
    status
    note
    noteCode
    noteProvider
    createdAt
    payment {
      amount
      amountOffset
      receiverName
      promptpayPayload
      expiresAt
    }
  }
`);

export const MyWalletQuery = graphql(`
  query MyWallet($page: PageInput) {
    myWallet(page: $page) {
      balance
      totalCredited
      topupMin
      topupMax
      total
      offset
      limit
      entries {
        amount
        balanceAfter
        kind
        ref
        reason
        at
      }
    }
  }
`);

export const StartTopupMutation = graphql(`
  mutation StartTopup($amount: String!) {
    startTopup(amount: $amount) {
      id
    }
  }
`);

export const MyTopupQuery = graphql(`
  query MyTopup($id: Int!) {
    myTopup(id: $id) {
      ...OpenTopup_topup
    }
  }
`);
