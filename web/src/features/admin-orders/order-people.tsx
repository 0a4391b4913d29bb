import { type FragmentType, graphql, useFragment } from '../../gql';
import { UnverifiedWarning } from './unverified-warning';

export const OrderPeopleFragment = graphql(`
  fragment OrderPeople_order on Order {
    customer {
      id
      name
      email
    }
    robloxUser {
      id
      name
      displayName
      verified
    }
  }
`);

/** Who bought the order, and the Roblox account it is delivered to, with a warning when Roblox never confirmed it. */
export function OrderPeople({ order: orderRef }: { order: FragmentType<typeof OrderPeopleFragment> }) {
  const { customer, robloxUser } = useFragment(OrderPeopleFragment, orderRef);
  return (
    <>
      <section className="admin-card order-card" aria-labelledby="order-roblox-title">
        <h2 id="order-roblox-title">Roblox user</h2>
        <dl className="order-facts">
          <dt>Username</dt>
          <dd className="order-facts__strong">{robloxUser.name}</dd>
          {robloxUser.displayName && (
            <>
              <dt>Display name</dt>
              <dd>{robloxUser.displayName}</dd>
            </>
          )}
          {robloxUser.id && (
            <>
              <dt>User id</dt>
              <dd>{robloxUser.id}</dd>
            </>
          )}
        </dl>
        {robloxUser.verified ? <p className="order-verified">✓ Verified with Roblox when ordered</p> : <UnverifiedWarning full />}
      </section>
      <section className="admin-card order-card" aria-labelledby="order-buyer-title">
        <h2 id="order-buyer-title">Buyer</h2>
        <dl className="order-facts">
          <dt>Name</dt>
          <dd className="order-facts__strong">{customer.name}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt>Customer id</dt>
          <dd>{customer.id}</dd>
        </dl>
      </section>
    </>
  );
}
