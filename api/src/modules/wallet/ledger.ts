import type { EntityManager } from '@mikro-orm/postgresql';
import { countWalletTransfer } from '../operations/business-metrics.js';
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

/**
 * The wallet accounts each transaction has looked up, by customer: an account keeps its id once opened, so a
 * payment that locks the wallet and then posts the transfer asks the database once.
 */
const walletAccountsOf = new WeakMap<EntityManager, Map<number, number>>();

function rememberWalletAccount(tx: EntityManager, customerId: number, accountId: number): number {
  const known = walletAccountsOf.get(tx) ?? new Map<number, number>();
  walletAccountsOf.set(tx, known.set(customerId, accountId));
  return accountId;
}

/** A customer's wallet account, opened (with a zero balance) the first time it is needed. */
export async function walletAccountId(tx: EntityManager, customerId: number): Promise<number> {
  const known = walletAccountsOf.get(tx)?.get(customerId);
  if (known !== undefined) return known;
  const [existing] = await tx.execute<{ id: number }[]>('select id from ledger_account where customer_id = ?', [customerId]);
  if (existing) return rememberWalletAccount(tx, customerId, existing.id);
  // Opened by a request racing this one: its row wins, and is read back.
  const [opened] = await tx.execute<{ id: number }[]>(
    `insert into ledger_account (kind, customer_id, balance) values ('WALLET', ?, 0) on conflict (customer_id) do nothing returning id`,
    [customerId],
  );
  return opened ? rememberWalletAccount(tx, customerId, opened.id) : walletAccountId(tx, customerId);
}

/** The shop's accounts never change once the migration made them: read once per process. */
const shopAccountIds = new Map<LedgerAccountKind, number>();

async function accountId(tx: EntityManager, party: LedgerParty): Promise<number> {
  if ('wallet' in party) return walletAccountId(tx, party.wallet);
  if (!shopAccountIds.has(party.shop)) {
    const [shop] = await tx.execute<{ id: number }[]>('select id from ledger_account where kind = ? and customer_id is null', [party.shop]);
    shopAccountIds.set(party.shop, shop.id);
  }
  return shopAccountIds.get(party.shop)!;
}

/** A wallet's balance with its row locked until the transaction ends: what a payment from it may spend. */
export async function lockedWalletBalance(tx: EntityManager, customerId: number): Promise<string> {
  const [existing] = await tx.execute<{ id: number; balance: string }[]>(
    'select id, balance::text as balance from ledger_account where customer_id = ? for update',
    [customerId],
  );
  if (existing) {
    rememberWalletAccount(tx, customerId, existing.id);
    return existing.balance;
  }
  const id = await walletAccountId(tx, customerId);
  const [opened] = await tx.execute<{ balance: string }[]>('select balance::text as balance from ledger_account where id = ? for update', [id]);
  return opened.balance;
}

/**
 * Posts a transfer in the caller's transaction, in one statement: the transfer written under its unique key
 * (a key already posted posts nothing and answers false), then the wallet's balance moved, its row locked by
 * the update (every transfer has the shop on one side, so a transfer locks one wallet and two never deadlock),
 * and both entries written with the balance each wallet was left with. A wallet the transfer would take below zero is refused by the database
 * (ledger_account_wallet_balance), whatever the code above it checked.
 */
export async function postTransfer(tx: EntityManager, request: TransferRequest): Promise<boolean> {
  const [from, to] = [await accountId(tx, request.from), await accountId(tx, request.to)];
  const [posted] = await tx.execute<{ id: number | null }[]>(
    `with transfer as (
       insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id, order_id, topup_id, admin_id, reason)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (key) do nothing returning id
     ),
     sides (account_id, amount) as (select ?::int, -(?::numeric) from transfer union all select ?::int, ?::numeric from transfer),
     moved as (
       update ledger_account a set balance = a.balance + s.amount
         from sides s
        where a.id = s.account_id and a.kind = 'WALLET'
       returning a.id, a.balance
     ),
     entries as (
       insert into ledger_entry (transfer_id, account_id, amount, balance_after)
       select t.id, s.account_id, s.amount, m.balance from transfer t, sides s left join moved m on m.id = s.account_id
     )
     select (select id from transfer) as id`,
    [request.key, request.kind, request.amount, from, to, request.orderId ?? null, request.topupId ?? null, request.adminId ?? null, request.reason ?? null, from, request.amount, to, request.amount],
  );
  if (posted.id !== null) countWalletTransfer(tx, request.kind);
  return posted.id !== null;
}

/** The amount a transfer posted under `key`, if one was. */
export async function postedAmount(tx: EntityManager, key: string): Promise<string | undefined> {
  const [row] = await tx.execute<{ amount: string }[]>('select amount::text as amount from ledger_transfer where key = ?', [key]);
  return row?.amount;
}
