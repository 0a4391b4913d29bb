import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Everything GET /metrics shows, in one registry of the shop's own (not prom-client's global one, which any
 * library could fill). Figures are per process: Prometheus scrapes every instance and adds them up.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

let processMetricsStarted = false;

/** Node's own figures (CPU, memory, event-loop lag, GC, open handles), started once per process. */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * Upper bounds in seconds. A catalogue cache hit takes about a millisecond and a placement about ten, so the
 * low end is fine-grained; a dozen buckets keep each observation a short loop.
 */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const httpRequestDuration = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, and how long they took; _count is the number of requests',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const graphqlOperationDuration = new Histogram({
  name: 'storefront_graphql_operation_duration_seconds',
  help: 'GraphQL operations by name, type and result (ok, or error when the answer carries errors), and how long they took',
  labelNames: ['operation', 'type', 'result'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const unexpectedErrors = new Counter({
  name: 'storefront_unexpected_errors_total',
  help: 'Faults answered with a generic 500 / INTERNAL_SERVER_ERROR (each is logged with its request id)',
  registers,
});

/** How full the database pool is, read when scraped; see watchDatabasePool. */
export interface PoolFigures {
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

let readPool: () => PoolFigures | undefined = () => undefined;

/** Where the pool gauges read from: the app's database pool (one per process in a deployment). */
export function readPoolFiguresFrom(read: () => PoolFigures | undefined): void {
  readPool = read;
}

new Gauge({
  name: 'storefront_db_pool_connections',
  help: 'Database connections of the pool, in use by a request or idle',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const figures = readPool();
    this.set({ state: 'in_use' }, figures?.inUse ?? 0);
    this.set({ state: 'idle' }, figures?.idle ?? 0);
  },
});

new Gauge({
  name: 'storefront_db_pool_waiting_requests',
  help: 'Requests waiting for a database connection because every one is in use',
  registers,
  collect() {
    this.set(readPool()?.waiting ?? 0);
  },
});

new Gauge({
  name: 'storefront_db_pool_max_connections',
  help: 'The most connections the pool opens',
  registers,
  collect() {
    this.set(readPool()?.max ?? 0);
  },
});

/** How long the slip waiting longest in each review queue has waited, in seconds; read when scraped. */
let readOldestWaitingSlips: () => Promise<Record<string, number> | undefined> = async () => undefined;

/** Where the review-queue gauge reads from: the app's database. */
export function readOldestWaitingSlipsFrom(read: typeof readOldestWaitingSlips): void {
  readOldestWaitingSlips = read;
}

new Gauge({
  name: 'storefront_payment_review_oldest_seconds',
  help: 'How long the slip waiting longest for staff has waited, by queue (order or topup); 0 when none waits',
  labelNames: ['for'] as const,
  registers,
  async collect() {
    // A scrape must answer even while the database does not: the queue is then left out.
    const oldest = await readOldestWaitingSlips().catch(() => undefined);
    this.reset();
    for (const [queue, seconds] of Object.entries(oldest ?? {})) this.set({ for: queue }, seconds);
  },
});

export const catalogueCacheMetrics = {
  hits: new Counter({ name: 'storefront_catalogue_cache_hits_total', help: 'Anonymous catalogue reads answered from the cache', registers }),
  misses: new Counter({ name: 'storefront_catalogue_cache_misses_total', help: 'Anonymous catalogue reads the cache did not hold (read from the database)', registers }),
  evictions: new Counter({
    name: 'storefront_catalogue_cache_evictions_total',
    help: 'Answers dropped from the cache: expired (older than its max age) or space (oldest, to stay within CATALOGUE_CACHE_MAX_BYTES)',
    labelNames: ['reason'] as const,
    registers,
  }),
  invalidations: new Counter({ name: 'storefront_catalogue_cache_invalidations_total', help: 'Times the whole cache was emptied by a catalogue write (here or on another instance)', registers }),
  bytes: new Gauge({ name: 'storefront_catalogue_cache_bytes', help: 'JSON bytes of the answers the cache holds now', registers }),
};

export const loginThrottleRefusals = new Counter({
  name: 'storefront_login_throttle_refusals_total',
  help: 'Sign-in and sign-up attempts refused with 429, by the limit that refused them',
  labelNames: ['limit'] as const,
  registers,
});

export const ordersPlaced = new Counter({
  name: 'storefront_orders_placed_total',
  help: 'Orders placed (committed; a retried checkout key that returns its earlier order is not counted again)',
  registers,
});

export const orderStatusChanges = new Counter({
  name: 'storefront_order_status_changes_total',
  help: 'Committed order status changes, by the status moved to (PAID, CANCELLED, EXPIRED, REFUNDED...)',
  labelNames: ['to'] as const,
  registers,
});

export const paymentSlipDecisions = new Counter({
  name: 'storefront_payment_slip_decisions_total',
  help: 'Slips in review approved or rejected, by staff or by the shop itself (the slip verifier), for an order or a wallet top-up',
  labelNames: ['decision', 'decided_by', 'for'] as const,
  registers,
});

export const duplicateSlipsRefused = new Counter({
  name: 'storefront_payment_slips_refused_duplicate_total',
  help: 'Slips refused because their bank reference was already used for a payment',
  registers,
});

export const walletTransfers = new Counter({
  name: 'storefront_wallet_transfers_total',
  help: 'Committed ledger transfers, by kind (TOPUP, ORDER_PAYMENT, REFUND, ADJUSTMENT)',
  labelNames: ['kind'] as const,
  registers,
});
