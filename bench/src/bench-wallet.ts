/**
 * Wallet payments under load (README "Performance", "Wallet payments"): `POST /api/orders/:number/pay-with-wallet`
 * on the built app by many shoppers at once, each paying from a wallet of their own (at an offered rate and
 * flat out), then all paying the orders of one customer from one shared wallet, whose row lock serialises
 * them; afterwards every wallet and the whole ledger are checked. Only the payments are timed: the orders
 * awaiting payment and the wallets' credit are written in SQL beforehand (wallet-fixtures.ts).
 */
import os from 'node:os';
import pg from 'pg';
import { createShoppers, type Shopper } from './bench-shoppers.js';
import { measureClosedLoop } from './closed-loop.js';
import { unexpectedAnswer, type WriteMeasurement, type WriteTarget } from './load.js';
import { measureOfferedLoad } from './offered-load.js';
import type { RunningServer } from './servers.js';
import { auditWallets, type LedgerReconciliation, reconcileLedger, type WalletAudit } from './wallet-audit.js';
import { createAwaitingOrders, creditWallets, itemsForPayments } from './wallet-fixtures.js';

export interface WalletBenchSettings {
  /** Shoppers paying at once, each on a connection of its own. */
  connections: number;
  /** Payments a second the shoppers with wallets of their own make together in the offered-load run (whose p99 has the budget), and for how long. */
  offeredPerSecond: number;
  offeredSeconds: number;
  warmUpSeconds: number;
  /** How long each flat-out run lasts. */
  seconds: number;
  /** Orders made beforehand for each shopper with a wallet of their own; the shared wallet's customer gets `connections` times as many. */
  ordersPerShopper: number;
}

/** A run's figures with its successes named for what they are. */
export type PaymentRun = Omit<WriteMeasurement, 'placedPerSecond'> & { paymentsPerSecond: number };

export interface WalletCheck {
  audit: WalletAudit;
  ledger: LedgerReconciliation;
}

export interface WalletResults {
  /** 1, 5 and 15 minute load averages as the wallet measurements started. */
  loadAverageAtStart: number[];
  distinct: { offered: PaymentRun; capacity: PaymentRun } & WalletCheck;
  shared: { capacity: PaymentRun } & WalletCheck;
}

/** One customer's orders awaiting payment, handed out one at a time to whichever request pays next. */
class OrdersToPay {
  private next = 0;

  constructor(
    private readonly shopper: Shopper,
    private readonly numbers: string[],
  ) {}

  take(): { token: string; number: string } {
    const number = this.numbers[this.next++];
    if (number === undefined) {
      throw new Error(`${this.shopper.robloxUsername} paid all ${this.numbers.length} of their orders before the run ended: raise BENCH_WALLET_ORDERS_PER_SHOPPER.`);
    }
    return { token: this.shopper.token, number };
  }
}

export async function measureWalletPayments(
  databaseUrl: string,
  measuredCategoryId: number,
  app: RunningServer,
  settings: WalletBenchSettings,
  log: (message: string) => void,
): Promise<WalletResults> {
  const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
  log(`Load average now: ${loadAverageAtStart.join(', ')}.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { own, shared, ownOpening, sharedOpening } = await prepareWallets(client, measuredCategoryId, settings, log);
    const { connections } = settings;
    /** 200 answers per set of wallets, warm-ups included, to check against the orders that ended up PAID. */
    const paidAnswers = { distinct: 0, shared: 0 };
    const measured = async (label: string, wallets: keyof typeof paidAnswers, run: (seconds: number) => Promise<WriteMeasurement>, seconds: number) => {
      const warmUp = await run(settings.warmUpSeconds);
      const result = await run(seconds);
      paidAnswers[wallets] += (warmUp.outcomes.paid ?? 0) + (result.outcomes.paid ?? 0);
      log(`wallet ${label.padEnd(26)} ${result.placedPerSecond.toFixed(0).padStart(6)} paid/s  p99 ${result.latencyMs.p99} ms`);
      return asPayments(result);
    };

    // Flat out first, as for orders: a shop that has been running has every pooled connection open.
    const ownCapacity = await measured('own wallets, flat out', 'distinct', (seconds) => measureClosedLoop(own.map((orders) => payTarget(app, () => orders.take())), seconds), settings.seconds);
    let turn = 0;
    const inTurn = payTarget(app, () => own[turn++ % own.length].take());
    const ownOffered = await measured(
      `own wallets at ${settings.offeredPerSecond}/s`,
      'distinct',
      (seconds) => measureOfferedLoad(inTurn, settings.offeredPerSecond, seconds, connections),
      settings.offeredSeconds,
    );
    const distinct = { offered: ownOffered, capacity: ownCapacity, ...(await checkWallets(client, ownOpening, paidAnswers.distinct, log)) };

    const oneWallet = Array.from({ length: connections }, () => payTarget(app, () => shared.take()));
    const sharedCapacity = await measured('one shared wallet, flat out', 'shared', (seconds) => measureClosedLoop(oneWallet, seconds), settings.seconds);
    return { loadAverageAtStart, distinct, shared: { capacity: sharedCapacity, ...(await checkWallets(client, sharedOpening, paidAnswers.shared, log)) } };
  } finally {
    await client.end();
  }
}

/** The shoppers, their orders awaiting payment and their wallets' opening balances (customer id → balance). */
async function prepareWallets(client: pg.Client, measuredCategoryId: number, settings: WalletBenchSettings, log: (message: string) => void) {
  const started = Date.now();
  const { connections, ordersPerShopper } = settings;
  const shoppers = await createShoppers(client, connections, 'Wallet');
  const [sharedPayer] = await createShoppers(client, 1, 'SharedWallet');
  const items = await itemsForPayments(client, measuredCategoryId, connections + 1);
  const buyer = (shopper: Shopper, index: number) => ({ customerId: shopper.customerId, itemId: items[index], robloxUsername: shopper.robloxUsername });
  const ownOrders = await createAwaitingOrders(client, shoppers.map(buyer), ordersPerShopper);
  const sharedOrders = await createAwaitingOrders(client, [buyer(sharedPayer, connections)], ordersPerShopper * connections);
  const ownOpening = await creditWallets(client, shoppers.map((shopper) => shopper.customerId));
  const sharedOpening = await creditWallets(client, [sharedPayer.customerId]);
  await client.query('analyze customer_order, order_line, order_event, ledger_account, ledger_transfer, ledger_entry');
  log(`Made ${connections * ordersPerShopper * 2} orders awaiting payment and ${connections + 1} wallets in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return {
    own: shoppers.map((shopper) => new OrdersToPay(shopper, ownOrders.get(shopper.customerId)!)),
    shared: new OrdersToPay(sharedPayer, sharedOrders.get(sharedPayer.customerId)!),
    ownOpening,
    sharedOpening,
  };
}

async function checkWallets(client: pg.Client, openingBalances: Map<number, string>, paidAnswers: number, log: (message: string) => void): Promise<WalletCheck> {
  const audit = await auditWallets(client, openingBalances, paidAnswers);
  const ledger = await reconcileLedger(client);
  log(
    `wallet audit: ${audit.paidOrders} orders paid for ${audit.paidAnswers} answers 200, balance ${audit.balance} (expected ${audit.expectedBalance}), ` +
      `${audit.walletsOff} wallets off; ledger ${ledger.ok ? 'reconciles' : 'does NOT reconcile'} (${ledger.mismatchedWallets} wallets, ${ledger.unbalancedTransfers} transfers off).`,
  );
  return { audit, ledger };
}

/** `POST /api/orders/:number/pay-with-wallet` for the order `nextPayment` hands out, with its buyer's token; no body. */
function payTarget(server: RunningServer, nextPayment: () => { token: string; number: string }): WriteTarget {
  return {
    url: server.baseUrl,
    nextRequest() {
      const { token, number } = nextPayment();
      return { path: `/api/orders/${number}/pay-with-wallet`, headers: { authorization: `Bearer ${token}` }, body: '' };
    },
    outcomeOf: (status, body) => (status === 200 ? 'paid' : unexpectedAnswer(status, body)),
    successOutcome: 'paid',
  };
}

function asPayments({ placedPerSecond, ...run }: WriteMeasurement): PaymentRun {
  return { paymentsPerSecond: placedPerSecond, ...run };
}
