import { graphql } from '../../gql';

/** One page of the accounts for sale under the table's rate and sort, with the rate chips' counts. */
export const RobuxAccountsQuery = graphql(`
  query TopUpRobuxAccounts($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {
    robuxAccounts(rate: $rate, sort: $sort, page: $page) {
      total
      offset
      limit
      allCount
      rateCounts {
        rate
        count
      }
      items {
        ...AccountRow_account
      }
    }
  }
`);

/** What the table, the copies and Detail show of a listing: everything but its login, which only a buyer gets. */
export const AccountRowFragment = graphql(`
  fragment AccountRow_account on RobuxAccount {
    id
    robux
    rate
    price
    accountType
    guaranteeDays
    notes
  }
`);

/** Every row under a rate and sort, 100 at a time (the API's largest page), for Copy All and Copy CSV. */
export const AccountsToCopyQuery = graphql(`
  query RobuxAccountsToCopy($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {
    robuxAccounts(rate: $rate, sort: $sort, page: $page) {
      total
      items {
        ...AccountRow_account
      }
    }
  }
`);

/** Detail asks again, so a listing sold since the table loaded says so instead of offering a dead Buy. */
export const RobuxAccountDetailQuery = graphql(`
  query RobuxAccountDetail($id: String!) {
    robuxAccount(id: $id) {
      ...AccountRow_account
    }
  }
`);
