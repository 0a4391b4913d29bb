import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createLogger } from './logger.js';
import type { MetricsAccess } from './metrics-access.js';
import { oldestWaitingSlips } from '../payments/slip-intake.js';
import { type PoolFigures, readOldestWaitingSlipsFrom, readPoolFiguresFrom, startProcessMetrics } from './metrics.js';
import { Readiness } from './readiness.js';

/** What an operator runs the shop with: its logger, its readiness checks and who may read /metrics. */
export interface Operations {
  logger: Logger;
  readiness: Readiness;
  metricsAccess: MetricsAccess;
}

/** knex's pool (tarn.js), which MikroORM's connection keeps. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

function poolFiguresOf(orm: MikroORM): PoolFigures | undefined {
  try {
    const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
    if (!pool) return undefined;
    return { inUse: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires(), max: pool.max };
  } catch {
    // Closed, or not connected yet: nothing to show.
    return undefined;
  }
}

/**
 * The operations createApp runs with: those given (index.ts makes them from the configuration) and quiet defaults
 * for the rest, as tests and tools create apps: warnings and errors logged to stdout, readiness on the app's
 * database, /metrics served to this machine only. Starts the process metrics and points the pool and review-queue
 * gauges at `orm`.
 */
export function operationsFor(given: Partial<Operations> | undefined, orm: MikroORM): Operations {
  const logger = given?.logger ?? createLogger({ level: 'warn', pretty: false });
  startProcessMetrics();
  readPoolFiguresFrom(() => poolFiguresOf(orm));
  readOldestWaitingSlipsFrom(() => oldestWaitingSlips(orm.em.fork()));
  return {
    logger,
    readiness: given?.readiness ?? new Readiness({ orm }, logger),
    metricsAccess: given?.metricsAccess ?? { loopbackWhenUnset: true },
  };
}
