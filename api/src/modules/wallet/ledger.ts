import type { EntityManager } from '@mikro-orm/postgresql';
import { LedgerAccountKind } from './ledger-account.entity.js';
import type { LedgerTransferKind } from './ledger-transfer.entity.js';

/** Where money comes from or goes to: a gamer's wallet, or one of the shop's accounts. */
export type LedgerParty = { wallet: number } | { shop: Exclude<LedgerAccountKind, LedgerAccountKind.WALLET> };

export interface TransferRequest {
  /** What caused it, e.g. `order:RS-100001:pay`: posted once, whatever retries. */
  key: string;
  kind: LedgerTransferKind;
  amount: string;
  from: LedgerParty;
  to: LedgerParty;
  orderId?: number;
  topupId?: number;
  adminId?: number | null;
  reason?: string;
}

/** A customer's wallet account, opened (with a zero balance) the first time it is needed. */
export async function walletAccountId(tx: EntityManager, customerId: number): Promise<number> {
  const [opened] = await tx.execute<{ id: number }[]>(
    `insert into ledger_account (kind, customer_id, balance) values ('WALLET', ?, 0) on conflict (customer_id) do nothing returning id`,
    [customerId],
  );
  if (opened) return opened.id;
  const [existing] = await tx.execute<{ id: number }[]>('select id from ledger_account where customer_id = ?', [customerId]);
  return existing.id;
}

async function accountId(tx: EntityManager, party: LedgerParty): Promise<number> {
  if ('wallet' in party) return walletAccountId(tx, party.wallet);
  const [shop] = await tx.execute<{ id: number }[]>('select id from ledger_account where kind = ? and customer_id is null', [party.shop]);
  return shop.id;
}

/** A wallet's balance with its row locked until the transaction ends: what a payment from it may spend. */
export async function lockedWalletBalance(tx: EntityManager, customerId: number): Promise<string> {
  const id = await walletAccountId(tx, customerId);
  const [row] = await tx.execute<{ balance: string }[]>('select balance::text as balance from ledger_account where id = ? for update', [id]);
  return row.balance;
}

/**
 * Posts a transfer in the caller's transaction: the wallets involved locked in id order (so two transfers never
 * deadlock), the transfer written under its unique key (a key already posted posts nothing and answers false),
 * the wallets' balances moved and both entries written with the balance each wallet was left with. A wallet
 * the transfer would take below zero is refused by the database (ledger_account_wallet_balance), whatever the
 * code above it checked.
 */
export async function postTransfer(tx: EntityManager, request: TransferRequest): Promise<boolean> {
  const [from, to] = [await accountId(tx, request.from), await accountId(tx, request.to)];
  await tx.execute(`select id from ledger_account where id in (?, ?) and kind = 'WALLET' order by id for update`, [from, to]);
  const [transfer] = await tx.execute<{ id: number }[]>(
    `insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id, order_id, topup_id, admin_id, reason)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (key) do nothing returning id`,
    [request.key, request.kind, request.amount, from, to, request.orderId ?? null, request.topupId ?? null, request.adminId ?? null, request.reason ?? null],
  );
  if (!transfer) return false;
  await tx.execute(
    `with sides (account_id, amount) as (values (?::int, -(?::numeric)), (?::int, ?::numeric)),
          moved as (
            update ledger_account a set balance = a.balance + s.amount from sides s
             where a.id = s.account_id and a.kind = 'WALLET'
            returning a.id, a.balance
          )
     insert into ledger_entry (transfer_id, account_id, amount, balance_after)
     select ?, s.account_id, s.amount, m.balance from sides s left join moved m on m.id = s.account_id`,
    [from, request.amount, to, request.amount, transfer.id],
  );
  return true;
}

/** The amount a transfer posted under `key`, if one was. */
export async function postedAmount(tx: EntityManager, key: string): Promise<string | undefined> {
  const [row] = await tx.execute<{ amount: string }[]>('select amount::text as amount from ledger_transfer where key = ?', [key]);
  return row?.amount;
}
