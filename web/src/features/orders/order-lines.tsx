import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobux } from '../../lib/robux';
import { ordersMessages } from './orders-messages';

/** The lines as bought (the order's own copy of names and prices), each with how it is delivered. */
export function OrderLines({ lines, awaitingPayment }: { lines: ShopperOrder_OrderFragment['lines']; awaitingPayment: boolean }) {
  const t = useMessages(ordersMessages);
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        <li key={index} className="order-line">
          <div className="order-line__head">
            <p className="order-line__name">{line.name}</p>
            <p className="order-line__total">{formatBaht(line.lineTotal)}</p>
          </div>
          <p className="order-line__meta">
            {line.robuxAmount != null
              ? fill(line.accountPublicId ? t.accountLine : t.robuxLine, { robux: formatRobux(line.robuxAmount) })
              : [line.gameName, line.rarity].filter(Boolean).join(' · ')}
          </p>
          <p className="order-line__price">{fill(t.unitTimesQuantity, { price: formatBaht(line.unitPrice), quantity: line.quantity })}</p>
          <div className="order-line__delivery">
            <p>{fill(t.delivery, { method: t[line.deliveryMethod] })}</p>
            {line.gamepassId && (
              <p>{fill(t.gamepassDelivery, { id: line.gamepassId, price: formatRobux(line.gamepassPrice ?? 0) })}</p>
            )}
            {line.deliveryInstructions && <p className="order-line__instructions">{line.deliveryInstructions}</p>}
            {line.accountPublicId && awaitingPayment && <p className="order-line__login-later">{t.loginAfterPayment}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
