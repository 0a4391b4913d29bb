import type { MailOutbox, RunSql } from '../mail/mail-outbox.js';
import { type MailLanguage, MailKind } from '../mail/mail.enums.js';

/** The top-up's credit and the wallet's balance after it, as the caller's transaction sees them. */
const CREDITED_FACTS = `
  select c.email, c.language, c.order_update_mails, c.name, p.amount::text as amount, a.balance::text as balance
    from wallet_topup t join customer c on c.id = t.customer_id join payment p on p.topup_id = t.id
    join ledger_account a on a.kind = 'WALLET' and a.customer_id = t.customer_id
   where t.id = ?`;

/** Tells the gamer their top-up reached the wallet, in the transaction that credited it. */
export async function queueWalletCreditedMail(run: RunSql, outbox: MailOutbox, topupId: number): Promise<void> {
  const [facts] = await run<{ email: string; language: MailLanguage; order_update_mails: boolean; name: string; amount: string; balance: string }>(CREDITED_FACTS, [topupId]);
  await outbox.queueToCustomer(
    run,
    MailKind.WALLET_CREDITED,
    { address: facts.email, language: facts.language, wantsOptionalMails: facts.order_update_mails },
    { name: facts.name, amount: facts.amount, balance: facts.balance },
  );
}
