import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatBaht } from '../../lib/money';
import { formatRobux } from '../../lib/robux';
import { DELIVERY_METHOD_LABEL } from '../admin-shell/ui/delivery-labels';
import { TableScroller } from '../admin-shell/ui/table-scroller';

export const OrderLinesFragment = graphql(`
  fragment OrderLines_order on Order {
    total
    lines {
      name
      gameName
      robuxAmount
      unitPrice
      quantity
      lineTotal
      deliveryMethod
      deliveryInstructions
      gamepassId
      gamepassPrice
    }
  }
`);

/** What was bought, as it was bought, with how each line is delivered. On phones each line becomes a card. */
export function OrderLines({ order: orderRef }: { order: FragmentType<typeof OrderLinesFragment> }) {
  const order = useFragment(OrderLinesFragment, orderRef);
  return (
    <TableScroller label="Order lines">
      <table className="admin-table order-lines">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Game / Robux</th>
            <th scope="col" className="order-lines__money">Unit price</th>
            <th scope="col" className="order-lines__money">Qty</th>
            <th scope="col" className="order-lines__money">Line total</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td data-label="Product">{line.name}</td>
              <td data-label="Game / Robux">{typeof line.robuxAmount === 'number' ? formatRobux(line.robuxAmount) : (line.gameName ?? '—')}</td>
              <td data-label="Unit price" className="order-lines__money">
                {formatBaht(line.unitPrice)}
              </td>
              <td data-label="Qty" className="order-lines__money">
                {line.quantity}
              </td>
              <td data-label="Line total" className="order-lines__money">
                {formatBaht(line.lineTotal)}
              </td>
              <td data-label="Delivery">
                <span className="order-lines__delivery">
                  <strong>{DELIVERY_METHOD_LABEL[line.deliveryMethod]}</strong>
                  {line.gamepassId && <span>Gamepass id {line.gamepassId}</span>}
                  {typeof line.gamepassPrice === 'number' && (
                    <span>Gamepass must cost {formatRobux(line.gamepassPrice)}</span>
                  )}
                  {line.deliveryInstructions && <span className="order-lines__instructions">{line.deliveryInstructions}</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="order-lines__money" data-label="Total">
              <strong>{formatBaht(order.total)}</strong>
            </td>
            <td aria-hidden="true" />
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
