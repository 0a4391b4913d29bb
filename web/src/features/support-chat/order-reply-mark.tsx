import { OrderUnreadMark } from './support-unread-count';
import { useSupportUnread } from './use-support-unread';
import './support-chat.css';

/** My orders' row mark: this order's conversation has staff replies the shopper has not read. */
export function OrderReplyMark({ orderNumber }: { orderNumber: string }) {
  return <OrderUnreadMark count={useSupportUnread().forOrder(orderNumber)} />;
}
