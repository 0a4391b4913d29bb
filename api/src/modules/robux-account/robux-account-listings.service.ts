import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { NotFoundError } from '../common/errors.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { buildExportFile, type ExportedAccount, type ExportFile, type ExportFormat } from './robux-account-export.js';
import type { AccountExportLimits } from './robux-account-export-limits.js';
import { FOR_SALE_SQL, LISTING_COLUMNS, type ListingRow, listingOf } from './robux-account-sql.js';
import type { RobuxAccountListing, RobuxAccountPage } from './robux-account.types.js';
import { type ListingQuery, listingQuerySchema, ListingSort, publicIdSchema } from './robux-account.validation.js';

const ORDER_BY: Record<ListingSort, string> = {
  [ListingSort.RATE_ASC]: 'a.rate asc, a.price asc, a.id asc',
  [ListingSort.RATE_DESC]: 'a.rate desc, a.price desc, a.id asc',
  [ListingSort.PRICE_ASC]: 'a.price asc, a.id asc',
  [ListingSort.PRICE_DESC]: 'a.price desc, a.id asc',
};

/** Rows one export may hold: far above any real stock of accounts, low enough to build in memory. */
const MAX_EXPORT_ROWS = 10_000;
/** A kept export may be this large: the PDF of MAX_EXPORT_ROWS rows is about 620 kB, its workbook about 270 kB. */
const MAX_KEPT_EXPORT_BYTES = 2 * 1024 * 1024;

/** Where the exports are kept once built, how many a client may ask for, and who is asking. */
export interface ListingExports {
  catalogue: CatalogueCache;
  limits: AccountExportLimits;
  /** The caller's address, which the allowance is counted against. */
  client: string;
}

/** What shoppers see of the Robux accounts for sale: a filtered, sorted page, the rate chips, and exports. */
export class RobuxAccountListingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly exports: ListingExports,
  ) {}

  async page(query: Untrusted<ListingQuery>): Promise<RobuxAccountPage> {
    const { rate, sort, offset, limit } = parseInput(listingQuerySchema, query);
    const [rows, rateCounts] = await Promise.all([this.rows({ rate, sort }, { offset, limit }), this.rateCounts()]);
    const allCount = rateCounts.reduce((sum, chip) => sum + chip.count, 0);
    const total = rate === undefined ? allCount : (rateCounts.find((chip) => chip.rate === rate)?.count ?? 0);
    return { items: rows.map(listingOf), total, offset, limit, rateCounts, allCount };
  }

  /** One listing for its Detail view; NOT_FOUND once it is sold or reserved. */
  async forSale(id: unknown): Promise<RobuxAccountListing> {
    const publicId = parseInput(publicIdSchema, { id }).id;
    const [row] = await this.em.execute<ListingRow[]>(`select ${LISTING_COLUMNS} from robux_account a where a.public_id = ? and ${FOR_SALE_SQL}`, [publicId]);
    if (!row) throw new NotFoundError(`Robux account ${publicId} is not for sale (any more)`);
    return listingOf(row);
  }

  /**
   * The Excel or PDF file of every listing the filter shows, in its order. Anyone may ask, so each file is built once
   * per filter and format (requests at the same time share the build) and kept with the catalogue's answers until a
   * listing changes or their max age passes; and each client's requests are counted. The files read no language (the
   * PDF's title is in Thai and English), so the filter and format are the whole key.
   */
  async exportFile(query: Untrusted<ListingQuery>, format: ExportFormat): Promise<ExportFile> {
    // Validated first, so a mistyped filter is told what is wrong whatever the client's count.
    const { rate, sort } = parseInput(listingQuerySchema, query);
    await this.exports.limits.countExport(this.exports.client);
    return this.exports.catalogue.readShared(
      `export:${format}:${JSON.stringify([rate ?? null, sort])}`,
      async () => buildExportFile(format, await this.exported({ rate, sort }), new Date()),
      (file) => file.content.length,
      { maxEntryBytes: MAX_KEPT_EXPORT_BYTES },
    );
  }

  private async exported(filter: Pick<ListingQuery, 'rate' | 'sort'>): Promise<ExportedAccount[]> {
    const rows = await this.rows(filter, { offset: 0, limit: MAX_EXPORT_ROWS });
    return rows.map((row) => ({ ...listingOf(row), publicId: row.public_id }));
  }

  private rows(filter: Pick<ListingQuery, 'rate' | 'sort'>, page: { offset: number; limit: number }): Promise<ListingRow[]> {
    const byRate = filter.rate === undefined ? '' : 'and a.rate = ?';
    const values = filter.rate === undefined ? [page.limit, page.offset] : [filter.rate, page.limit, page.offset];
    return this.em.execute<ListingRow[]>(
      `select ${LISTING_COLUMNS} from robux_account a where ${FOR_SALE_SQL} ${byRate} order by ${ORDER_BY[filter.sort]} limit ? offset ?`,
      values,
    );
  }

  private async rateCounts(): Promise<{ rate: string; count: number }[]> {
    return this.em.execute<{ rate: string; count: number }[]>(
      `select a.rate::text as rate, count(*)::int as count from robux_account a where ${FOR_SALE_SQL} group by a.rate order by a.rate`,
    );
  }
}
