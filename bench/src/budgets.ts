import type { OrderResults } from './bench-orders.js';
import { outcomeList, type SlipUploadResults } from './bench-slip-uploads.js';
import type { PaymentRun, WalletCheck, WalletResults } from './bench-wallet.js';
import type { Measurement, WriteMeasurement } from './load.js';

export interface Ratio {
  /** app ÷ baseline: higher is better. */
  throughput: number;
  /** app ÷ baseline: lower is better. */
  p99: number;
}

/** How each variant is measured: `app` as shoppers are served (repeated reads come from the catalogue cache), `appShopper`
 * the same with a signed-in shopper's token, `appUncached` with the cache off (every request read from the database),
 * `baseline` bare pg + node:http, `bareBytes` bare node:http writing the app's answer (the floor of a cache hit). */
export const SIDES = ['app', 'appShopper', 'appUncached', 'baseline', 'bareBytes'] as const;
export type Side = (typeof SIDES)[number];

export interface VariantResult extends Record<Side, Measurement> {
  ratio: {
    app: Ratio;
    appUncached: Ratio;
    /** Signed-in shopper ÷ anonymous throughput. */
    shopperToAnonymous: number;
    /** Cache hit ÷ bare node:http writing the same bytes. */
    hitToBareBytes: number;
  };
}

export interface OverloadResult {
  connections: number;
  requests: number;
  failed: number;
  failedShare: number;
}

export interface Budget {
  name: string;
  pass: boolean;
  actual: string;
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** The budgets of issue 6, as checks on one run's figures. */
export function checkBudgets(rest: VariantResult, graphql: VariantResult, overload: Record<string, OverloadResult>): Budget[] {
  const atLeast = (name: string, value: number, floor: number): Budget => ({ name: `${name} ≥ ${floor}×`, pass: value >= floor, actual: `${fixed(value)}×` });
  const budgets: Budget[] = [
    atLeast('REST throughput vs baseline', rest.ratio.app.throughput, 0.6),
    { name: 'REST p99 ≤ 2× baseline p99', pass: rest.ratio.app.p99 <= 2, actual: `${fixed(rest.ratio.app.p99)}×` },
    atLeast('GraphQL throughput vs baseline', graphql.ratio.app.throughput, 0.5),
    atLeast('REST, every request a cache miss, vs baseline', rest.ratio.appUncached.throughput, 0.8),
    atLeast('GraphQL, every request a cache miss, vs baseline', graphql.ratio.appUncached.throughput, 0.6),
    atLeast('REST, shopper signed in, vs anonymous', rest.ratio.shopperToAnonymous, 0.9),
    atLeast('GraphQL, shopper signed in, vs anonymous', graphql.ratio.shopperToAnonymous, 0.9),
    atLeast('REST cache hit vs bare node:http writing the same bytes', rest.ratio.hitToBareBytes, 0.25),
    atLeast('GraphQL cache hit vs bare node:http writing the same bytes', graphql.ratio.hitToBareBytes, 0.25),
  ];
  for (const [name, variant] of [['REST', rest], ['GraphQL', graphql]] as const) {
    const failed = variant.app.errors + variant.app.non2xx;
    budgets.push({ name: `${name}: no errors or non-2xx at the measured load`, pass: failed === 0, actual: `${failed} of ${variant.app.requests}` });
  }
  for (const [name, result] of Object.entries(overload)) {
    budgets.push({
      name: `${name}: < 1% errors at ${result.connections} connections (2× measured)`,
      pass: result.failedShare < 0.01,
      actual: `${fixed(result.failedShare * 100, 3)}% (${result.failed} of ${result.requests})`,
    });
  }
  return budgets;
}

/**
 * Uncontended placements p99 at most this, at the offered load. Requests go out as shoppers arrive, whether
 * or not earlier ones are answered, so a shop falling behind shows here as latency.
 */
export const ORDER_P99_BUDGET_MS = 50;

/** Requests that neither placed an order nor were cleanly refused for want of stock (errors and timeouts included). */
export function failedOrders(run: WriteMeasurement): number {
  const clean = (run.outcomes.placed ?? 0) + (run.outcomes.outOfStock ?? 0);
  return run.errors + Math.max(0, run.requests - clean);
}

/** The order placement budgets: fast at the offered load, never oversold, nothing failing but clean out-of-stock refusals. */
export function checkOrderBudgets({ uncontended, capacity, contended }: OrderResults, offeredPerSecond: number): Budget[] {
  const { stock } = contended;
  return [
    {
      name: `Orders, uncontended at ${offeredPerSecond}/s offered: p99 ≤ ${ORDER_P99_BUDGET_MS} ms`,
      pass: uncontended.latencyMs.p99 <= ORDER_P99_BUDGET_MS,
      actual: `${uncontended.latencyMs.p99} ms`,
    },
    { name: 'Orders, contended: 0 units oversold', pass: stock.oversold === 0, actual: `${stock.oversold}` },
    {
      name: 'Orders, contended: sold + remaining = initial stock, never below 0, one unit per 201',
      pass: stock.balanced,
      actual: `${stock.sold} + ${stock.remaining} of ${stock.initialStock}, lowest ${stock.lowestStockSeen}, ${stock.placed} placed`,
    },
    ...(
      [
        ['uncontended', uncontended],
        ['flat out', capacity],
        ['contended', contended],
      ] as const
    ).map(([name, run]) => ({
      name: `Orders, ${name}: no failures but clean OUT_OF_STOCK refusals`,
      pass: failedOrders(run) === 0,
      actual: `${failedOrders(run)} of ${run.requests}`,
    })),
  ];
}

/** Payments from wallets of the shoppers' own at most this p99, at the offered load (as for orders: a shopper waiting, not capacity). */
export const WALLET_P99_BUDGET_MS = 50;

/** Anything but a 200 (a payment made) is a failure here: every order awaits payment and every wallet holds more than enough. */
export const failedPayments = (run: PaymentRun) => run.requests - (run.outcomes.paid ?? 0);

/**
 * The wallet budgets: payments from wallets of their own fast at the offered load; no failures in any run; every
 * wallet lost exactly what its paid orders cost; the ledger reconciles after each set of wallets. The shared
 * wallet has no latency budget: its row lock serialises its payments by design.
 */
export function checkWalletBudgets({ distinct, shared }: WalletResults, offeredPerSecond: number): Budget[] {
  const noFailures = (name: string, run: PaymentRun): Budget => ({
    name: `Wallet, ${name}: no failures (every answer 200)`,
    pass: failedPayments(run) === 0,
    actual: `${failedPayments(run)} of ${run.requests}`,
  });
  const correct = (name: string, { audit, ledger }: WalletCheck): Budget[] => [
    {
      name: `Wallet, ${name}: balance = opening − paid orders' totals, one order paid per 200`,
      pass: audit.balanced,
      actual: `${audit.balance} (expected ${audit.expectedBalance}), ${audit.walletsOff} of ${audit.wallets} wallets off, ${audit.paidOrders} paid for ${audit.paidAnswers} answers 200`,
    },
    {
      name: `Wallet, after the ${name} runs: ledger reconciles (balances = entries, transfers net to 0)`,
      pass: ledger.ok,
      actual: `${ledger.mismatchedWallets} of ${ledger.wallets} wallets and ${ledger.unbalancedTransfers} of ${ledger.transfers} transfers off`,
    },
  ];
  return [
    {
      name: `Wallet, own wallets at ${offeredPerSecond}/s offered: p99 ≤ ${WALLET_P99_BUDGET_MS} ms`,
      pass: distinct.offered.latencyMs.p99 <= WALLET_P99_BUDGET_MS,
      actual: `${distinct.offered.latencyMs.p99} ms (flat out: ${distinct.capacity.paymentsPerSecond.toFixed(0)} payments/s)`,
    },
    noFailures(`own wallets at ${offeredPerSecond}/s`, distinct.offered),
    noFailures('own wallets, flat out', distinct.capacity),
    noFailures('one shared wallet, flat out', shared.capacity),
    ...correct('own wallets', distinct),
    ...correct('one shared wallet', shared),
  ];
}

/**
 * Catalogue reads while slips are read may take 3× their p95 alone, or 50 ms more when that is larger (a cache hit's
 * p95 alone is a few ms, where 3× is scheduling noise), and none may take 2 s. The image work takes one of the two
 * cores and the reads share the other with PostgreSQL, which costs them something. A QR search on the event loop
 * instead holds every read up for a whole jsQR scan: 80–260 ms for a clean 1600-px picture, 2.5–4 s for these grainy
 * ones, which put p95 at 2.9–3.4 s and the slowest read at 4.5–5.3 s. The p99 is reported, not judged: on a shared
 * 2-vCPU machine one garbage collection stretched by CPU contention (up to 250 ms, seen in the profile) decides it,
 * and the baseline process, which does no image work, has such reads too.
 */
const slipReadP95BudgetMs = (aloneP95: number) => Math.round(Math.max(3 * aloneP95, aloneP95 + 50) * 100) / 100;
const SLOWEST_SLIP_READ_MS = 2000;

/** Answers other than these mean a picture was not read (a 4xx: the benchmark is set up wrong) or the app failed. */
const CLEAN_SLIP_OUTCOMES = new Set(['200', '503 SERVICE_UNAVAILABLE']);

/** Per side: reads stay fast and never fail during the uploads; every upload is read (200) or refused as busy (503). */
export function checkSlipUploadBudgets({ runs }: SlipUploadResults): Budget[] {
  return runs.flatMap(({ side, alone, duringUploads, uploads }) => {
    const reads = side === 'app' ? 'catalogue reads (cache hits)' : 'catalogue reads (every one a cache miss)';
    const budget = slipReadP95BudgetMs(alone.latencyMs.p95);
    const sent = uploads.latencyMs.length;
    const unclean = Object.entries(uploads.outcomes).filter(([outcome]) => !CLEAN_SLIP_OUTCOMES.has(outcome));
    const failedReads = duringUploads.errors + duringUploads.non2xx;
    return [
      {
        name: `Slips, ${reads} during ${sent} uploads: p95 ≤ max(3× alone, alone + 50 ms)`,
        pass: duringUploads.latencyMs.p95 <= budget,
        actual: `${duringUploads.latencyMs.p95} ms (alone ${alone.latencyMs.p95} ms, so ≤ ${budget} ms; p99 ${duringUploads.latencyMs.p99} ms)`,
      },
      {
        name: `Slips, ${reads} during ${sent} uploads: none slower than ${SLOWEST_SLIP_READ_MS / 1000} s`,
        pass: duringUploads.maxMs < SLOWEST_SLIP_READ_MS,
        actual: `slowest ${duringUploads.maxMs} ms`,
      },
      { name: `Slips, ${reads} during the uploads: no errors or non-2xx`, pass: failedReads === 0, actual: `${failedReads} of ${duringUploads.requests}` },
      {
        name: `Slips, uploads to ${side}: each answered 200 or 503 busy, at least one 200`,
        pass: unclean.length === 0 && (uploads.outcomes['200'] ?? 0) > 0,
        actual: outcomeList(uploads.outcomes),
      },
    ];
  });
}

const ratioOf = (app: Measurement, baseline: Measurement): Ratio => ({
  throughput: Math.round((app.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000,
  p99: Math.round((app.latencyMs.p99 / baseline.latencyMs.p99) * 1000) / 1000,
});

export function variantResult(sides: Record<Side, Measurement>): VariantResult {
  return {
    ...sides,
    ratio: {
      app: ratioOf(sides.app, sides.baseline),
      appUncached: ratioOf(sides.appUncached, sides.baseline),
      shopperToAnonymous: sides.appShopper.requestsPerSecond / sides.app.requestsPerSecond,
      hitToBareBytes: sides.app.requestsPerSecond / sides.bareBytes.requestsPerSecond,
    },
  };
}
