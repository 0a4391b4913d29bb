/**
 * Slip uploads beside catalogue reads (README "Performance", "Slip uploads beside catalogue reads"): one shopper
 * sends, all at once, as many large slip photos as the app takes from a shopper in 15 minutes, while another
 * client's catalogue reads on the same app process are timed, first alone and then until every upload has answered.
 * The app looks for a slip's QR in a worker thread, under its image queue; on the event loop, each picture's search
 * would hold every read up for as long.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { createShoppers, type Shopper } from './bench-shoppers.js';
import { measureReadsUntil, type ReadMeasurement } from './offered-reads.js';
import type { RunningServer } from './servers.js';
import { slipPictures } from './slip-pictures.js';
import { type UploadBurst, uploadingShopper } from './slip-uploader.js';

export interface SlipUploadSettings {
  /** Slip photos the shopper sends at once. */
  uploads: number;
  /** Catalogue reads a second, arriving on their own. */
  readsPerSecond: number;
  /** How long the reads are timed alone, after a warm-up as long. */
  aloneSeconds: number;
}

/** The process that takes both the uploads and the reads: `app` answers the reads from its catalogue cache, `appUncached` from the database. */
const SLIP_UPLOAD_SIDES = ['appUncached', 'app'] as const;
type SlipUploadSide = (typeof SLIP_UPLOAD_SIDES)[number];

interface SlipUploadRun {
  side: SlipUploadSide;
  alone: ReadMeasurement;
  duringUploads: ReadMeasurement;
  /**
   * The same reads from the baseline server (bare pg + node:http, a process of its own with no image work), at the
   * same times: what the load on the machine, the uploads' image work included, does to a read anyway.
   */
  baselineAlone: ReadMeasurement;
  baselineDuringUploads: ReadMeasurement;
  uploads: UploadBurst;
}

export interface SlipUploadResults {
  /** 1, 5 and 15 minute load averages as the slip measurements started. */
  loadAverageAtStart: number[];
  /** The timed read: the anonymous REST list of the measured game, as the catalogue benchmark asks for it. */
  readPath: string;
  pictures: { width: number; height: number; jpegQuality: number; minBytes: number; maxBytes: number };
  runs: SlipUploadRun[];
}

export async function measureSlipUploads(
  databaseUrl: string,
  measuredCategoryId: number,
  servers: Record<SlipUploadSide | 'baseline', RunningServer>,
  settings: SlipUploadSettings,
  log: (message: string) => void,
): Promise<SlipUploadResults> {
  const loadAverageAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
  log(`Load average now: ${loadAverageAtStart.join(', ')}.`);
  const { shoppers, itemId } = await shoppersAndItem(databaseUrl, measuredCategoryId, settings.uploads);
  const started = performance.now();
  const { pictures, ...picture } = await slipPictures(settings.uploads * SLIP_UPLOAD_SIDES.length);
  const sizes = pictures.map((bytes) => bytes.length);
  log(`Made ${pictures.length} slip photos of ${picture.width} × ${picture.height} (JPEG quality ${picture.jpegQuality}, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const readPath = `/api/items?category_id=${measuredCategoryId}`;
  const runs: SlipUploadRun[] = [];
  for (const [index, side] of SLIP_UPLOAD_SIDES.entries()) {
    const server = servers[side];
    const shopper = shoppers[index];
    const numbers = await placeOrders(server, shopper, itemId, settings.uploads);
    const reads = (until: Promise<unknown>) =>
      Promise.all([server, servers.baseline].map(({ baseUrl }) => measureReadsUntil(`${baseUrl}${readPath}`, settings.readsPerSecond, until)));
    await reads(setTimeout(settings.aloneSeconds * 1000));
    const [alone, baselineAlone] = await reads(setTimeout(settings.aloneSeconds * 1000));
    const uploader = await uploadingShopper({
      baseUrl: server.baseUrl,
      token: shopper.token,
      numbers,
      pictures: pictures.slice(index * settings.uploads, (index + 1) * settings.uploads),
    });
    const burst = uploader.send();
    const [duringUploads, baselineDuringUploads] = await reads(burst);
    const uploads = await burst;
    log(
      `slips ${side.padEnd(11)} reads alone p95 ${alone.latencyMs.p95} ms, during ${settings.uploads} uploads p95 ${duringUploads.latencyMs.p95} ms ` +
        `(baseline's ${baselineAlone.latencyMs.p95} and ${baselineDuringUploads.latencyMs.p95} ms); ` +
        `uploads ${outcomeList(uploads.outcomes)} in ${uploads.seconds} s`,
    );
    runs.push({ side, alone, duringUploads, baselineAlone, baselineDuringUploads, uploads });
  }
  return { loadAverageAtStart, readPath, pictures: { ...picture, minBytes: Math.min(...sizes), maxBytes: Math.max(...sizes) }, runs };
}

/** '9 × 200, 1 × 503 SERVICE_UNAVAILABLE'. */
export const outcomeList = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(', ');

/** A shopper for each side, and an item each can order a unit of for every slip. */
async function shoppersAndItem(databaseUrl: string, measuredCategoryId: number, uploads: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shoppers = await createShoppers(client, SLIP_UPLOAD_SIDES.length, 'Slip');
    return { shoppers, itemId: await itemOfFreeAmount(client, measuredCategoryId, uploads * SLIP_UPLOAD_SIDES.length) };
  } finally {
    await client.end();
  }
}

/**
 * An item outside the measured game with stock for every order, whose price no awaiting payment is near: placing an
 * order reserves its price plus the fewest free satang, 99 at most per price, and the order benchmark leaves
 * thousands of orders unpaid.
 */
async function itemOfFreeAmount(client: pg.Client, measuredCategoryId: number, orders: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `select i.id from item i
      where i.category_id <> $1 and i.stock >= $2
        and not exists (select 1 from payment p where p.awaiting and p.amount > i.price and p.amount < i.price + 1)
      order by i.id desc limit 1`,
    [measuredCategoryId, orders],
  );
  if (!rows.length) throw new Error(`The slip benchmark found no item with ${orders} units whose price no awaiting payment is near.`);
  return rows[0].id;
}

/** `count` orders of one unit of the item, placed by the shopper through the app; answers their numbers. */
async function placeOrders(server: RunningServer, shopper: Shopper, itemId: number, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let n = 0; n < count; n++) {
    const response = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ item_id: itemId, quantity: 1 }], roblox_username: shopper.robloxUsername, idempotency_key: randomUUID() }),
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`A slip benchmark order was answered ${response.status}: ${body.slice(0, 300)}`);
    numbers.push((JSON.parse(body) as { number: string }).number);
  }
  return numbers;
}
