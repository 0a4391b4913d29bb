import type { MailOutbox, RunSql } from '../mail/mail-outbox.js';
import type { MailKind, MailLanguage } from '../mail/mail.enums.js';
import type { OrderMailValues } from '../mail/templates/order-mails.template.js';
import { AWAITING_MONEY, type OrderStatus } from './order-status.js';

/** The mails about an order (their templates take OrderMailValues). */
export type OrderMailKind = MailKind.ORDER_PLACED | MailKind.PAYMENT_APPROVED | MailKind.PAYMENT_REJECTED | MailKind.ORDER_DELIVERED | MailKind.ORDER_REFUNDED;

interface OrderMailFacts {
  email: string;
  language: MailLanguage;
  order_update_mails: boolean;
  name: string;
  number: string;
  status: OrderStatus;
  total: string;
  roblox_username: string | null;
  expires_at: Date | string;
  pay_amount: string | null;
  reason: string | null;
  refunded: string | null;
  lines: { name: string; quantity: number }[];
}

/** The order as it stands in the caller's transaction, with its buyer; the reason is the note of its latest move; items named in the buyer's language. */
const ORDER_MAIL_FACTS = `
  select c.email, c.language, c.order_update_mails, c.name, o.number, o.status, o.total::text as total, o.roblox_username, o.expires_at,
         p.amount::text as pay_amount,
         (select e.note from order_event e where e.order_id = o.id order by e.id desc limit 1) as reason,
         (select t.amount::text from ledger_transfer t where t.key = 'order:' || o.number || ':refund') as refunded,
         (select json_agg(json_build_object('name', case when c.language = 'th' then coalesce(l.name_th, l.name) else l.name end, 'quantity', l.quantity) order by l.position)
            from order_line l where l.order_id = o.id) as lines
    from customer_order o join customer c on c.id = o.customer_id left join payment p on p.order_id = o.id
   where o.id = ?`;

/** Queues `kind` about the order to its buyer, in the transaction that changed the order. */
export async function queueOrderMail(run: RunSql, outbox: MailOutbox, orderId: number, kind: OrderMailKind): Promise<void> {
  const [facts] = await run<OrderMailFacts>(ORDER_MAIL_FACTS, [orderId]);
  const values: OrderMailValues = {
    name: facts.name,
    number: facts.number,
    total: facts.total,
    lines: facts.lines,
    robloxUsername: facts.roblox_username,
    payAmount: facts.pay_amount,
    deadline: new Date(facts.expires_at).toISOString(),
    reason: facts.reason,
    refunded: facts.refunded,
    closed: !AWAITING_MONEY.has(facts.status),
  };
  await outbox.queueToCustomer(run, kind, { address: facts.email, language: facts.language, wantsOptionalMails: facts.order_update_mails }, values);
}
