/**
 * Order placement under load (README "Performance", "Order placement"): `POST /api/orders` on the built app
 * by many shoppers at once, uncontended (each order takes a unit of an item no other request in flight
 * touches) at an offered rate and flat out, and contended (all of them after the last units of one item),
 * against a bare single-row insert.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { createShoppers, type Shopper } from './bench-shoppers.js';
import { measureWrites, unexpectedAnswer, type WriteMeasurement, type WriteTarget } from './load.js';
import { measureOfferedLoad } from './offered-load.js';
import type { RunningServer } from './servers.js';

export interface OrderBenchSettings {
  /** Shoppers ordering at once, each on a connection of its own. */
  connections: number;
  /** Orders a second the shoppers place together in the offered-load run (whose p99 has the budget), and for how long. */
  offeredPerSecond: number;
  offeredSeconds: number;
  warmUpSeconds: number;
  seconds: number;
  /** Units of the one item the contended run's shoppers all order. */
  contendedStock: number;
}

/** Far more items than requests in flight, so no two requests in flight ever take stock of the same row. */
const UNCONTENDED_ITEMS = 1_000;
const AMPLE_STOCK = 1_000_000;
/** Once the contended item is gone, each connection is refused about this many times before the run ends. */
const REFUSALS_PER_CONNECTION = 5;
const STOCK_POLL_MS = 20;

export interface StockAudit {
  itemId: number;
  initialStock: number;
  /** Units in the item's order lines. */
  sold: number;
  remaining: number;
  /** The lowest stock seen by a poll every 20 ms during the run. */
  lowestStockSeen: number;
  /** Units sold beyond the initial stock (0 unless stock was oversold). */
  oversold: number;
  /** 201 answers; each placed one unit. */
  placed: number;
  /** sold + remaining = initial, stock never below 0, and every unit sold answered with a 201. */
  balanced: boolean;
}

export interface OrderResults {
  /** 1, 5 and 15 minute load averages as the order measurements started. */
  loadAverageAtStart: number[];
  /** At `offeredPerSecond`: how long a shopper waits while the shop is busy. */
  uncontended: WriteMeasurement;
  /** Every connection sending its next order as soon as its answer is in: how many orders a second the app can place. */
  capacity: WriteMeasurement;
  contended: WriteMeasurement & { stock: StockAudit };
  baseline: { offered: WriteMeasurement; capacity: WriteMeasurement };
}

export async function measureOrderPlacement(
  databaseUrl: string,
  measuredCategoryId: number,
  servers: { app: RunningServer; baseline: RunningServer },
  settings: OrderBenchSettings,
  log: (message: string) => void,
): Promise<OrderResults> {
  const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
  log(`Load average now: ${loadAverageAtStart.join(', ')}.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shoppers = await createShoppers(client, settings.connections, 'Shopper');
    const { ampleItems, contendedItem } = await stockItems(client, measuredCategoryId, settings.contendedStock);
    await createBaselineTable(client);
    const { connections } = settings;
    const anyAmpleItem = (n: number) => ampleItems[n % ampleItems.length];
    const timed = async (server: RunningServer, label: string, ratePerSecond?: number) => {
      const run = (seconds: number) =>
        ratePerSecond
          ? measureOfferedLoad(orderTarget(server, shoppers, anyAmpleItem), ratePerSecond, seconds, connections)
          : measureWrites(orderTarget(server, shoppers, anyAmpleItem), connections, { seconds });
      await run(settings.warmUpSeconds);
      const result = await run(ratePerSecond ? settings.offeredSeconds : settings.seconds);
      log(`orders ${label.padEnd(20)} ${result.placedPerSecond.toFixed(0).padStart(6)} placed/s  p99 ${result.latencyMs.p99} ms`);
      return result;
    };
    const offered = settings.offeredPerSecond;
    // Flat out first: it opens every pooled connection, as a shop that has been running has them open.
    const capacity = await timed(servers.app, 'app flat out');
    const uncontended = await timed(servers.app, `app at ${offered}/s`, offered);
    const baselineCapacity = await timed(servers.baseline, 'baseline flat out');
    const baseline = { offered: await timed(servers.baseline, `baseline at ${offered}/s`, offered), capacity: baselineCapacity };

    const lowestStock = watchStock(client, contendedItem);
    const contended = await measureWrites(orderTarget(servers.app, shoppers, () => contendedItem), connections, {
      requests: settings.contendedStock + REFUSALS_PER_CONNECTION * connections,
    });
    const stock = await auditStock(client, contendedItem, settings.contendedStock, await lowestStock.stop(), contended.outcomes.placed ?? 0);
    log(`orders contended   ${contended.outcomes.placed ?? 0} placed, ${contended.outcomes.outOfStock ?? 0} out of stock, ${stock.oversold} oversold`);
    return { loadAverageAtStart, uncontended, capacity, contended: { ...contended, stock }, baseline };
  } finally {
    await client.end();
  }
}

/** Ample stock on the uncontended run's items (outside the measured game); `contendedStock` units of one more. */
async function stockItems(client: pg.Client, measuredCategoryId: number, contendedStock: number) {
  const { rows } = await client.query<{ id: number }>('select id from item where category_id <> $1 order by id limit $2', [
    measuredCategoryId,
    UNCONTENDED_ITEMS + 1,
  ]);
  const ids = rows.map((row) => row.id);
  const contendedItem = ids.pop()!;
  await client.query('update item set stock = $2 where id = any($1::int[])', [ids, AMPLE_STOCK]);
  await client.query('update item set stock = $2 where id = $1', [contendedItem, contendedStock]);
  return { ampleItems: ids, contendedItem };
}

/** The baseline's plain table (baseline-queries.ts inserts into it), emptied for each run. */
async function createBaselineTable(client: pg.Client) {
  await client.query(
    `create table if not exists bench_baseline_order (
       id bigserial primary key, idempotency_key uuid not null unique, item_id int not null, quantity int not null,
       roblox_username text not null, created_at timestamptz not null default now())`,
  );
  await client.query('truncate bench_baseline_order');
}

/**
 * `POST /api/orders` for one unit of `itemFor(n)` for the n-th request, the shoppers taking turns; every
 * request carries a new idempotency key, so each is a new order.
 */
function orderTarget(server: RunningServer, shoppers: Shopper[], itemFor: (n: number) => number): WriteTarget {
  let sent = 0;
  return {
    url: `${server.baseUrl}/api/orders`,
    nextRequest() {
      const n = sent++;
      const shopper = shoppers[n % shoppers.length];
      return {
        headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ item_id: itemFor(n), quantity: 1 }], roblox_username: shopper.robloxUsername, idempotency_key: randomUUID() }),
      };
    },
    outcomeOf: orderOutcome,
  };
}

/** 201 placed; 409 OUT_OF_STOCK a clean refusal; anything else a failure named by its status and error code. */
function orderOutcome(status: number, body: string): string {
  if (status === 201) return 'placed';
  const answer = unexpectedAnswer(status, body);
  return answer === '409 OUT_OF_STOCK' ? 'outOfStock' : answer;
}

/** Polls the item's stock until stopped; resolves to the lowest value seen. */
function watchStock(client: pg.Client, itemId: number): { stop(): Promise<number> } {
  let stopped = false;
  let lowest = Number.POSITIVE_INFINITY;
  const polling = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ stock: number }>('select stock from item where id = $1', [itemId]);
      lowest = Math.min(lowest, rows[0].stock);
      await setTimeout(STOCK_POLL_MS);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await polling;
      return lowest;
    },
  };
}

async function auditStock(client: pg.Client, itemId: number, initialStock: number, lowestStockSeen: number, placed: number): Promise<StockAudit> {
  const { rows } = await client.query<{ sold: number; remaining: number }>(
    `select (select coalesce(sum(quantity), 0)::int from order_line where item_id = $1) as sold,
            (select stock from item where id = $1) as remaining`,
    [itemId],
  );
  const { sold, remaining } = rows[0];
  const lowest = Math.min(lowestStockSeen, remaining);
  return {
    itemId,
    initialStock,
    sold,
    remaining,
    lowestStockSeen: lowest,
    oversold: Math.max(0, sold - initialStock),
    placed,
    balanced: sold + remaining === initialStock && lowest >= 0 && placed === sold,
  };
}
