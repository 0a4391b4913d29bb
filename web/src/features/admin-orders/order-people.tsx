import { type FragmentType, graphql, useFragment } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { adminOrdersMessages } from './admin-orders-messages';
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

/**
 * Who bought the order, and the Roblox account it is delivered to (none for a Roblox account purchase), with a
 * warning when Roblox never confirmed it.
 */
export function OrderPeople({ order: orderRef }: { order: FragmentType<typeof OrderPeopleFragment> }) {
  const { customer, robloxUser } = useFragment(OrderPeopleFragment, orderRef);
  const text = useMessages(adminOrdersMessages);
  return (
    <>
      <section className="admin-card order-card" aria-labelledby="order-roblox-title">
        <h2 id="order-roblox-title">{text.robloxHeading}</h2>
        {robloxUser ? (
          <>
            <dl className="order-facts">
              <dt>{text.username}</dt>
              <dd className="order-facts__strong">{robloxUser.name}</dd>
              {robloxUser.displayName && (
                <>
                  <dt>{text.displayName}</dt>
                  <dd>{robloxUser.displayName}</dd>
                </>
              )}
              {robloxUser.id && (
                <>
                  <dt>{text.userId}</dt>
                  <dd>{robloxUser.id}</dd>
                </>
              )}
            </dl>
            {robloxUser.verified ? <p className="order-verified">{text.verifiedWithRoblox}</p> : <UnverifiedWarning full />}
          </>
        ) : (
          <p className="orders-muted">{text.noRobloxUser}</p>
        )}
      </section>
      <section className="admin-card order-card" aria-labelledby="order-buyer-title">
        <h2 id="order-buyer-title">{text.buyerHeading}</h2>
        <dl className="order-facts">
          <dt>{text.name}</dt>
          <dd className="order-facts__strong">{customer.name}</dd>
          <dt>{text.email}</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt>{text.customerId}</dt>
          <dd>{customer.id}</dd>
        </dl>
      </section>
    </>
  );
}
