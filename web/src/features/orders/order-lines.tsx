import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { lineDeliveryNote } from '../../lib/line-delivery';
import { lineName } from '../../lib/line-name';
import { rarityName } from '../../lib/rarity-name';
import { formatBaht } from '../../lib/money';
import { formatRobux } from '../../lib/robux';
import { ordersMessages } from './orders-messages';

/** The lines as bought (the order's own copy of names and prices), each with how it is delivered. */
export function OrderLines({ lines, awaitingPayment }: { lines: ShopperOrder_OrderFragment['lines']; awaitingPayment: boolean }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  return (
    <ul className="order-lines">
      {lines.map((line, index) => {
        // The login itself, or when it will appear, is this page's to show: the note says only what the account is.
        const deliveryNote = lineDeliveryNote(line, language, { loginNote: false });
        return (
          <li key={index} className="order-line">
            <div className="order-line__head">
              <p className="order-line__name">{lineName(line, language)}</p>
              <p className="order-line__total">{formatBaht(line.lineTotal)}</p>
            </div>
            <p className="order-line__meta">
              {line.robuxAmount != null
                ? fill(line.accountPublicId ? t.accountLine : t.robuxLine, { robux: formatRobux(line.robuxAmount) })
                : [line.gameName, line.rarity && rarityName(line.rarity, language)].filter(Boolean).join(' · ')}
            </p>
            <p className="order-line__price">{fill(t.unitTimesQuantity, { price: formatBaht(line.unitPrice), quantity: line.quantity })}</p>
            <div className="order-line__delivery">
              <p>{fill(t.delivery, { method: t[line.deliveryMethod] })}</p>
              {line.gamepassId && (
                <p>{fill(t.gamepassDelivery, { id: line.gamepassId, price: formatRobux(line.gamepassPrice ?? 0) })}</p>
              )}
              {deliveryNote && <p className="order-line__instructions">{deliveryNote}</p>}
              {line.accountPublicId && awaitingPayment && <p className="order-line__login-later">{t.loginAfterPayment}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
