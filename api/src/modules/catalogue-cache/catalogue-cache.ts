import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Finished answers to anonymous catalogue reads (the store's GraphQL queries, the REST item list), kept
 * in this process until the catalogue changes. Every write of the item, category and Robux package
 * services goes through `transactional`, which empties the cache once the write has settled. Entries also
 * expire after `maxAgeMs`, which bounds how long a change made around this process (SQL by hand, the
 * seed script, another instance) can go unseen.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { value: unknown; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number; now?: () => number } = { maxAgeMs: 5_000, maxEntries: 500 },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The cached answer for `key`, or the one `render` makes (cached unless the catalogue changed while it
   * was being read, since then it may mix old and new rows).
   */
  async read<Value>(key: string, render: () => Promise<Value>): Promise<Value> {
    const hit = this.get<Value>(key);
    if (hit !== undefined) return hit;
    const ticket = this.ticket();
    const value = await render();
    this.store(ticket, key, value);
    return value;
  }

  /** Keys carry their answer's kind (e.g. "graphql:…", "rest:…"), so a key always maps to one type of value. */
  get<Value>(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt < this.options.maxAgeMs) return entry.value as Value;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before reading the database; `store` ignores answers read across a catalogue change. */
  ticket(): number {
    return this.generation;
  }

  store(ticket: number, key: string, value: unknown): void {
    if (ticket !== this.generation) return;
    // Oldest first: Map keeps insertion order.
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /**
   * em.transactional for catalogue writes: once the transaction has settled, whatever its outcome, no
   * answer read before it is served again.
   */
  async transactional<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await em.transactional(work);
    } finally {
      this.generation++;
      this.entries.clear();
    }
  }
}
