import { graphql } from '../../gql';

/** A page of the orders whose slip waits to be checked, longest waiting first, with what staff compare: amount asked and slip. */
export const PaymentReviewsQuery = graphql(`
  query PaymentReviews($page: PageInput) {
    paymentReviews(page: $page) {
      total
      reviews {
      order {
        number
        total
        customer {
          name
          email
        }
        robloxUser {
          name
          verified
        }
        payment {
          amount
          amountOffset
        }
      }
      receivingAccount {
        ...ReviewCard_receivingAccount
      }
      slip {
        id
        sendingBank
        transRef
        verification
        submittedAt
      }
      }
    }
  }
`);

export const ApprovePaymentMutation = graphql(`
  mutation ApprovePayment($number: String!) {
    approvePayment(number: $number) {
      number
      status
    }
  }
`);

export const RejectPaymentMutation = graphql(`
  mutation RejectPayment($number: String!, $reason: String!) {
    rejectPayment(number: $number, reason: $reason) {
      number
      status
    }
  }
`);

/** A page of the wallet top-ups whose slip waits to be checked, longest waiting first, with the amount asked and the slip. */
export const TopupReviewsQuery = graphql(`
  query TopupReviews($page: PageInput) {
    topupReviews(page: $page) {
      total
      reviews {
      topup {
        id
        amount
        payment {
          amount
          amountOffset
        }
      }
      receivingAccount {
        ...ReviewCard_receivingAccount
      }
      customer {
        id
        name
        email
      }
      slip {
        id
        sendingBank
        transRef
        verification
        submittedAt
      }
      }
    }
  }
`);

export const ApproveTopupMutation = graphql(`
  mutation ApproveTopup($id: Int!) {
    approveTopup(id: $id) {
      id
      status
    }
  }
`);

export const RejectTopupMutation = graphql(`
  mutation RejectTopup($id: Int!, $reason: String!) {
    rejectTopup(id: $id, reason: $reason) {
      id
      status
      note
    }
  }
`);
