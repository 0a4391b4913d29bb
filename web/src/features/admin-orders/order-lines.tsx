import { type FragmentType, graphql, useFragment } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { lineDeliveryNote } from '../../lib/line-delivery';
import { lineName } from '../../lib/line-name';
import { formatBaht } from '../../lib/money';
import { formatRobux } from '../../lib/robux';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { adminOrdersMessages } from './admin-orders-messages';

export const OrderLinesFragment = graphql(`
  fragment OrderLines_order on Order {
    total
    lines {
      kind
      name
      accountPublicId
      gameName
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
  }
`);

/**
 * What was bought, as it was bought, with how each line is delivered. On phones each line becomes a card. Items keep
 * their English names, the ones they go by in the game staff deliver in; Robux lines are worded in the page's language.
 */
export function OrderLines({ order: orderRef }: { order: FragmentType<typeof OrderLinesFragment> }) {
  const order = useFragment(OrderLinesFragment, orderRef);
  const text = useMessages(adminOrdersMessages);
  const { language } = useLanguage();
  return (
    <TableScroller label={text.orderLines}>
      <table className="admin-table order-lines">
        <caption className="visually-hidden">{text.orderLines}</caption>
        <thead>
          <tr>
            <th scope="col">{text.colProduct}</th>
            <th scope="col">{text.colGame}</th>
            <th scope="col" className="order-lines__money">
              {text.colUnitPrice}
            </th>
            <th scope="col" className="order-lines__money">
              {text.colQty}
            </th>
            <th scope="col" className="order-lines__money">
              {text.colLineTotal}
            </th>
            <th scope="col">{text.colDelivery}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const deliveryNote = lineDeliveryNote(line, language, { loginNote: false });
            return (
              <tr key={index}>
                <td data-label={text.colProduct}>{lineName(line, language)}</td>
                <td data-label={text.colGame}>{typeof line.robuxAmount === 'number' ? formatRobux(line.robuxAmount) : (line.gameName ?? '—')}</td>
                <td data-label={text.colUnitPrice} className="order-lines__money">
                  {formatBaht(line.unitPrice)}
                </td>
                <td data-label={text.colQty} className="order-lines__money">
                  {line.quantity}
                </td>
                <td data-label={text.colLineTotal} className="order-lines__money">
                  {formatBaht(line.lineTotal)}
                </td>
                <td data-label={text.colDelivery}>
                  <span className="order-lines__delivery">
                    <strong>{text[line.deliveryMethod]}</strong>
                    {line.gamepassId && <span>{fill(text.gamepassId, { id: line.gamepassId })}</span>}
                    {typeof line.gamepassPrice === 'number' && (
                      <span>{fill(text.gamepassMustCost, { price: formatRobux(line.gamepassPrice) })}</span>
                    )}
                    {deliveryNote && <span className="order-lines__instructions">{deliveryNote}</span>}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {text.total}
            </th>
            <td className="order-lines__money" data-label={text.total}>
              <strong>{formatBaht(order.total)}</strong>
            </td>
            <td aria-hidden="true" />
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
