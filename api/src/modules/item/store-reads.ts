import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '../../database/prepared-statement.js';
import type { SqlWithParams } from './item-sql.js';
import { type FacetColumns, type FacetQuery, type PageColumns, type PageQuery, type StorePageRow, storePageSql } from './store-page-sql.js';

interface Waiting {
  resolve(row: StorePageRow): void;
  reject(error: unknown): void;
}

/** What is to be read of one scope, and who waits for it. */
interface ScopeRead {
  scope: SqlWithParams;
  scopeKey: string;
  page?: { query: PageQuery; waiting: Waiting };
  facets?: { query: FacetQuery; waiting: Waiting };
}

/**
 * The store page asks for a page of items and for the facets of the same scope as two root fields, which
 * GraphQL resolves side by side. The reads asked for in one turn are gathered, as DataLoader gathers loads,
 * and a page and the facets of one scope are read by one statement. One per request (ItemService).
 */
export class StoreReads {
  private gathered: ScopeRead[] = [];

  constructor(private readonly em: EntityManager) {}

  // The row holds the columns of every part its statement was asked for, so these casts hold.
  page(scope: SqlWithParams, query: PageQuery): Promise<PageColumns> {
    return new Promise<StorePageRow>((resolve, reject) => {
      this.readOf(scope, (read) => !read.page).page = { query, waiting: { resolve, reject } };
    }) as Promise<PageColumns>;
  }

  facets(scope: SqlWithParams, query: FacetQuery): Promise<FacetColumns> {
    return new Promise<StorePageRow>((resolve, reject) => {
      this.readOf(scope, (read) => !read.facets).facets = { query, waiting: { resolve, reject } };
    }) as Promise<FacetColumns>;
  }

  /** A gathered read of `scope` with room for the part asked for; a new one otherwise. */
  private readOf(scope: SqlWithParams, hasRoom: (read: ScopeRead) => boolean): ScopeRead {
    const scopeKey = `${scope.sql}\n${JSON.stringify(scope.params)}`;
    const gathered = this.gathered.find((read) => read.scopeKey === scopeKey && hasRoom(read));
    if (gathered) return gathered;
    if (!this.gathered.length) afterThisTurn(() => this.readGathered());
    const read: ScopeRead = { scope, scopeKey };
    this.gathered.push(read);
    return read;
  }

  private readGathered(): void {
    const reads = this.gathered;
    this.gathered = [];
    for (const read of reads) void this.run(read);
  }

  private async run({ scope, page, facets }: ScopeRead): Promise<void> {
    const waiting = [page?.waiting, facets?.waiting].filter((wait) => wait !== undefined);
    try {
      const { sql, params } = storePageSql(scope, page?.query, facets?.query);
      const [row] = await executePrepared<StorePageRow>(this.em, sql, params);
      for (const wait of waiting) wait.resolve(row);
    } catch (error) {
      for (const wait of waiting) wait.reject(error);
    }
  }
}

/**
 * Once the promise jobs queued by now have run (DataLoader's timing): by then every resolver of the operation's
 * fields started in this turn has asked, even one that awaited something already settled first.
 */
function afterThisTurn(callback: () => void): void {
  void Promise.resolve().then(() => process.nextTick(callback));
}
