/**
 * SQL: whether the order aliased `o` has a slip from its buyer waiting for staff, the one payment an order not
 * yet paid can have on record. Sending a slip is the buyer's only way into PAYMENT_REVIEW, so an order whose
 * latest move was made by staff (into review by hand) waits on no slip, even when an earlier one was sent back.
 */
export const slipWaitingSql = (o: string) => `(case when ${o}.status = 'PAYMENT_REVIEW' then
    exists (select 1 from payment sp join payment_slip ss on ss.payment_id = sp.id where sp.order_id = ${o}.id)
    and (select se.actor from order_event se where se.order_id = ${o}.id order by se.id desc limit 1) is distinct from 'staff'
  else false end)`;
