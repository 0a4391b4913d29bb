import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { migrationsList } from '../../migrations/index.js';

/** PostgreSQL's "undefined table". */
const UNDEFINED_TABLE = '42P01';

/** Long enough for a busy database, short enough for a load balancer's probe (they often give up at 2–5 s). */
const DEFAULT_TIMEOUT_MS = 2_000;

export interface ReadinessSources {
  orm: MikroORM;
  /** The Redis that sign-in limits share (REDIS_URL); not checked when there is none. */
  redis?: { ping(): Promise<unknown> };
  /** Migrations this code needs applied; every one the code knows by default. */
  migrations?: readonly string[];
  timeoutMs?: number;
}

export interface ReadinessReport {
  ready: boolean;
  /** Each check's outcome: "ok", or a short reason (never an internal error message: /readyz is public). */
  checks: Record<string, string>;
}

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reasonFor = (error: unknown) => (error instanceof TimedOut ? 'timed out' : 'unreachable');

/**
 * Whether this instance should be sent traffic: its database answers (one short query on the app's own pool, which
 * also finds out whether every migration is applied) and Redis, when configured, answers a PING. Probes arriving
 * together share one run of the checks. Once shutdown begins it answers not ready at once, without asking anyone.
 */
export class Readiness {
  private stopping = false;
  private running?: Promise<ReadinessReport>;
  private wasReady?: boolean;
  private readonly expectedMigrations: readonly string[];
  private readonly timeoutMs: number;

  constructor(
    private readonly sources: ReadinessSources,
    private readonly log?: Logger,
  ) {
    this.expectedMigrations = sources.migrations ?? migrationsList.map((migration) => migration.name);
    this.timeoutMs = sources.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** From now on /readyz answers 503, so load balancers stop sending requests before the server closes. */
  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  report(): Promise<ReadinessReport> {
    if (this.stopping) return Promise.resolve({ ready: false, checks: { shutdown: 'stopping' } });
    this.running ??= this.check().finally(() => (this.running = undefined));
    return this.running;
  }

  private async check(): Promise<ReadinessReport> {
    const problems: Record<string, unknown> = {};
    const [database, redis] = await Promise.all([this.checkDatabase(problems), this.checkRedis(problems)]);
    const checks = { ...database, ...(redis === undefined ? {} : { redis }) };
    const ready = Object.values(checks).every((outcome) => outcome === 'ok');
    this.logChange(ready, checks, problems);
    return { ready, checks };
  }

  private async checkDatabase(problems: Record<string, unknown>): Promise<{ database: string; migrations: string }> {
    const { orm } = this.sources;
    const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
    try {
      const rows = await withTimeout(orm.em.getConnection().execute<{ name: string }[]>(`select name from ${table}`), this.timeoutMs);
      const applied = new Set(rows.map((row) => row.name));
      const pending = this.expectedMigrations.filter((name) => !applied.has(name)).length;
      return { database: 'ok', migrations: pending ? `${pending} pending` : 'ok' };
    } catch (error) {
      // The database answered: it has never been migrated.
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return { database: 'ok', migrations: `${this.expectedMigrations.length} pending` };
      problems.database = error;
      return { database: reasonFor(error), migrations: 'unknown' };
    }
  }

  private async checkRedis(problems: Record<string, unknown>): Promise<string | undefined> {
    const { redis } = this.sources;
    if (!redis) return undefined;
    try {
      await withTimeout(redis.ping(), this.timeoutMs);
      return 'ok';
    } catch (error) {
      problems.redis = error;
      return reasonFor(error);
    }
  }

  /** Said once when the instance stops being ready (with the errors behind it) and once when it is ready again. */
  private logChange(ready: boolean, checks: Record<string, string>, problems: Record<string, unknown>): void {
    if (ready === this.wasReady) return;
    const firstReport = this.wasReady === undefined;
    this.wasReady = ready;
    if (!ready) {
      const errors = Object.fromEntries(Object.entries(problems).map(([check, error]) => [check, error instanceof Error ? error.message : String(error)]));
      this.log?.warn({ checks, errors }, 'Not ready: /readyz answers 503');
    } else if (!firstReport) {
      this.log?.info({ checks }, 'Ready again: /readyz answers 200');
    }
  }
}
