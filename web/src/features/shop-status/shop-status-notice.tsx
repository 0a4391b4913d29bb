import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { shopStatusMessages } from './shop-status-messages';
import './shop-status-notice.css';

/** Also read by the footer for the ways to pay, so the layout asks the API once. */
export const ShopStatusQuery = graphql(`
  query ShopStatus {
    shopStatus {
      takingOrders
      reasons
      paymentMethods
    }
  }
`);

/**
 * Says on every customer page, before anyone reaches the cart, that the shop cannot take orders now and why. Nothing
 * shows while the answer is on its way or when it could not be had: checkout still refuses an order it cannot take.
 */
export function ShopStatusNotice() {
  const { data } = useQuery(ShopStatusQuery);
  const text = useMessages(shopStatusMessages);
  const status = data?.shopStatus;
  if (!status || status.takingOrders) return null;
  return (
    <div className="shop-status-notice" role="note">
      <strong className="shop-status-notice__title">{text.notTakingOrdersTitle}</strong>
      {status.reasons.map((reason) => (
        <p key={reason} className="shop-status-notice__reason">
          {text[reason]}
        </p>
      ))}
    </div>
  );
}
