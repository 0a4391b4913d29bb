import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { StatusMove } from './order-moves';
import { moveText } from './order-moves';

/** The order comes back with everything its page shows that a move changes. */
export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {
    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {
      number
      status
      staffMoves {
        status
        needsReason
        withoutPayment
      }
      updatedAt
      ...OrderTimeline_order
    }
  }
`);

/** Sends one move of an order (with the dialog's text, if any); rejects as the mutation does. */
export function useOrderMove(number: string) {
  const [setOrderStatus, { loading }] = useMutation(SetOrderStatusMutation);
  const send = (move: StatusMove, text = '') =>
    setOrderStatus({
      variables: { number, status: move.to, ...moveText(move, text) },
      // The list's rows and chip counts are out of date now; it asks again when next shown.
      update: (cache) => {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
        cache.gc();
      },
    });
  return { send, sending: loading };
}
