import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogueCacheMetrics as metrics } from '../operations/metrics.js';
import { CachedAnswer } from './cached-answer.js';

export interface CatalogueCacheLimits {
  /** How long an answer is served after it was read; bounds how long a change made around this process goes unseen. */
  maxAgeMs: number;
  /**
   * How much longer a server-rendered page may still be served (`peek`) while its fresh render is made, so no visitor
   * waits for a render of a page already kept: a change made around this process shows from the next request on.
   */
  staleServedMs: number;
  /**
   * Total size of what is kept, in bytes: the answers (their JSON, and their compressed copies once made) and the
   * request bodies that lead to them; the oldest go first beyond it.
   */
  maxBytes: number;
  /** Answers larger than this are never kept: one huge answer must not push out hundreds of ordinary ones. */
  maxEntryBytes: number;
}

export const DEFAULT_CATALOGUE_CACHE_LIMITS: CatalogueCacheLimits = { maxAgeMs: 5_000, staleServedMs: 60_000, maxBytes: 32 * 1024 * 1024, maxEntryBytes: 256 * 1024 };

/** The PostgreSQL NOTIFY channel on which every instance hears of catalogue writes (catalogue-change-listener.ts). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/** SQL that announces a catalogue change to every instance, delivered when (and only if) its transaction commits. */
export const ANNOUNCE_CATALOGUE_CHANGE = `pg_notify('${CATALOGUE_CHANGED_CHANNEL}', '')`;

interface Entry {
  value: unknown;
  bytes: number;
  storedAt: number;
}

/**
 * Finished answers to anonymous catalogue reads (the store's GraphQL queries, the REST item list), kept
 * in this process until the catalogue changes. Every write of the item, category and Robux package
 * services goes through `transactional`, which empties the cache once the write has settled and announces
 * the write to the other instances on one database, whose caches empty too. Orders move stock and sold
 * counts in their own transactions: they announce it in their SQL (ANNOUNCE_CATALOGUE_CHANGE) and call
 * `forgetOnCommit`, so a shopper's next look at the store shows the stock their order left. The Excel and PDF
 * files of the Robux accounts for sale are kept here too; the accounts have writers of every kind (staff edits and
 * imports, orders reserving and releasing them), so a trigger on their table announces each change instead, and
 * every instance, this one included, forgets on hearing it. Anyone can make a new key (a new filter, new variables), so the cache is bounded by bytes, not by trust: expired
 * answers are swept whenever one is stored, and the oldest are dropped beyond `maxBytes`.
 */
export class CatalogueCache {
  /** In the order stored, which is also the order of `storedAt`: the oldest (first to expire) come first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  /** The event managers of transactions that empty this cache when they commit (forgetOnCommit). */
  private readonly forgettingAfter = new WeakSet<object>();
  /** Builds under way (readShared), by generation and key: after a catalogue change, callers start afresh. */
  private readonly building = new Map<string, Promise<unknown>>();

  constructor(
    private readonly limits: CatalogueCacheLimits = DEFAULT_CATALOGUE_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes of the answers kept now. */
  get size(): number {
    return this.bytes;
  }

  /**
   * The cached answer for `key`, or the one `render` makes from its JSON (kept unless the catalogue changed while
   * it was being read, since then it may mix old and new rows).
   */
  async read(key: string, render: () => Promise<string>): Promise<CachedAnswer> {
    const hit = this.get<CachedAnswer>(key);
    if (hit !== undefined) return hit;
    const ticket = this.ticket();
    const answer = this.answerOf(key, Buffer.from(await render()));
    this.store(ticket, key, answer, answer.body.length);
    return answer;
  }

  /**
   * The value kept under `key`, or the one `build` makes, kept as `read` keeps answers (`bytes` tells its size). Callers
   * that miss while it is being built wait for that build instead of starting their own, so a burst of requests for
   * one costly value builds it once. `maxEntryBytes` lets a few large values (files of the whole listing) past the
   * per-answer bound; the total budget still holds.
   */
  readShared<Value>(key: string, build: () => Promise<Value>, bytes: (value: Value) => number, { maxEntryBytes }: { maxEntryBytes?: number } = {}): Promise<Value> {
    const hit = this.get<Value>(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const ticket = this.ticket();
    const buildKey = `${ticket}:${key}`;
    const underway = this.building.get(buildKey) as Promise<Value> | undefined;
    if (underway) return underway;
    const built = build()
      .then((value) => {
        this.store(ticket, key, value, bytes(value), { maxEntryBytes });
        return value;
      })
      .finally(() => this.building.delete(buildKey));
    this.building.set(buildKey, built);
    return built;
  }

  /** An answer to keep under `key`: the compressed copies it makes later count against the byte budget too. */
  answerOf(key: string, body: Buffer): CachedAnswer {
    const answer: CachedAnswer = new CachedAnswer(body, (bytes) => this.grew(key, answer, bytes));
    return answer;
  }

  /**
   * Keys carry their answer's kind (e.g. "graphql:…", "rest:…"), so a key always maps to one type of value.
   * `counting`: what the lookup adds to the hit and miss metrics. The fast path counts only its hits, since
   * Express's path counts the miss it hands on; keys that only lead to an answer count neither.
   */
  get<Value>(key: string, counting: 'hits and misses' | 'hits only' | 'neither' = 'hits and misses'): Value | undefined {
    const entry = this.entries.get(key);
    if (entry && this.fresh(entry)) {
      if (counting !== 'neither') metrics.hits.inc();
      return entry.value as Value;
    }
    if (counting === 'hits and misses') metrics.misses.inc();
    if (entry && this.expired(entry)) this.remove(key, entry, 'expired');
    return undefined;
  }

  /**
   * What is kept under `key` and whether it is fresh; one past maxAgeMs, but within staleServedMs more, comes back
   * as not fresh, for a caller that serves it while it reads a fresh one to store. Counts a hit only when fresh.
   */
  peek<Value>(key: string): { value: Value; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && this.fresh(entry);
    (fresh ? metrics.hits : metrics.misses).inc();
    if (!entry) return undefined;
    if (this.expired(entry)) {
      this.remove(key, entry, 'expired');
      return undefined;
    }
    return { value: entry.value as Value, fresh };
  }

  /** Taken before reading the database; `store` ignores answers read across a catalogue change. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `value`, whose JSON takes `bytes`, unless it was read across a catalogue change or is too large. */
  store(ticket: number, key: string, value: unknown, bytes: number, { maxEntryBytes = this.limits.maxEntryBytes }: { maxEntryBytes?: number } = {}): void {
    if (ticket !== this.generation || bytes > Math.min(maxEntryBytes, this.limits.maxBytes)) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.sweepExpired();
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes + bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest, 'space');
    }
    this.entries.set(key, { value, bytes, storedAt: this.now() });
    this.bytes += bytes;
    metrics.bytes.inc(bytes);
  }

  /** A kept value took more room (an answer's compressed copy): counted, so the byte budget holds. */
  private grew(key: string, value: unknown, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    metrics.bytes.inc(bytes);
  }

  /**
   * em.transactional for catalogue writes: once the transaction has settled, whatever its outcome, no
   * answer read before it is served again.
   */
  async transactional<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await em.transactional(async (tx) => {
        const result = await work(tx);
        // Delivered to every instance's listener when (and only if) the transaction commits.
        await tx.execute(`select ${ANNOUNCE_CATALOGUE_CHANGE}`);
        return result;
      });
    } finally {
      this.forgetEverything();
    }
  }

  /**
   * For a transaction that changed what catalogue answers show outside `transactional` (an order moving stock),
   * which announced it in its SQL: this instance forgets everything once `tx` commits, before its caller answers,
   * rather than a moment later when the announcement comes back. `tx` is the fork em.transactional gave, whose
   * events are its own; in a nested transaction the announcement alone empties the cache. Once per transaction,
   * however many orders it moves (the expiry sweep moves up to a hundred).
   */
  forgetOnCommit(tx: EntityManager): void {
    const events = tx.getEventManager();
    if (this.forgettingAfter.has(events)) return;
    this.forgettingAfter.add(events);
    events.registerSubscriber({ afterTransactionCommit: () => this.forgetEverything() });
  }

  /** No answer read before now is served again: after a write here, or one another instance announced. */
  forgetEverything(): void {
    this.generation++;
    metrics.invalidations.inc();
    metrics.bytes.dec(this.bytes);
    this.entries.clear();
    this.bytes = 0;
  }

  private fresh(entry: Entry): boolean {
    return this.now() - entry.storedAt < this.limits.maxAgeMs;
  }

  /** Past serving even while a fresh one is read: dropped. */
  private expired(entry: Entry): boolean {
    return this.now() - entry.storedAt >= this.limits.maxAgeMs + this.limits.staleServedMs;
  }

  private sweepExpired(): void {
    for (const [key, entry] of this.entries) {
      if (!this.expired(entry)) return;
      this.remove(key, entry, 'expired');
    }
  }

  /** `eviction` says why an answer is dropped; none when it is being replaced by a newer one. */
  private remove(key: string, entry: Entry, eviction?: 'expired' | 'space'): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    metrics.bytes.dec(entry.bytes);
    if (eviction) metrics.evictions.inc({ reason: eviction });
  }
}
