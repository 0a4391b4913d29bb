import { CheckConstraintViolationException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { Category } from '../category/category.entity.js';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { type ImageStorage, withOptionalStoredImage, withStoredImage } from '../uploads/image-storage.js';
import { assertImageUrlAvailable, removeImageIfUnused } from '../uploads/image-url.js';
import { requireImage } from '../uploads/require-image.js';
import { Item } from './item.entity.js';
import { readItemListJson } from './item-listing.js';
import { ItemSort, RARITIES, Rarity } from './item.enums.js';
import { ITEM_ORDER, itemWhere, OLDEST_FIRST } from './item-sql.js';
import { type ItemCard, itemsOf, type ListingShape } from './store-page-sql.js';
import { StoreReads } from './store-reads.js';
import {
  adjustPricesSchema,
  assertOldPriceAbovePrice,
  type CreateItemFields,
  createItemSchema,
  type ItemFilter,
  itemFilterSchema,
  itemSortSchema,
  type UpdateItemFields,
  updateItemSchema,
} from './item.validation.js';

interface AdjustedPriceRow {
  id: number;
  price_before: string;
  old_price_before: string | null;
  price: string;
  old_price: string | null;
}

const PRICE_FACTOR = '(100 + ?::numeric) / 100';

/**
 * Locks the chosen rows (in id order, so two adjustments cannot deadlock), then scales both prices and
 * returns each row before and after. Both prices scale alike, so the old price stays above the price,
 * unless rounding brings them together (0.02 and 0.01 halved are both 0.01): then no discount is left
 * to show and the old price is cleared, as it is for a row that already had no real discount.
 */
const ADJUST_PRICES_SQL = `
  with target as (
    select id, price, old_price, round(price * ${PRICE_FACTOR}, 2) as new_price, round(old_price * ${PRICE_FACTOR}, 2) as new_old_price
      from item
     where ?::int is null or category_id = ?::int
     order by id
       for update
  )
  update item i
     set price = t.new_price,
         old_price = case when t.new_old_price > t.new_price then t.new_old_price end,
         updated_at = now()
    from target t
   where i.id = t.id
  returning i.id, t.price::text as price_before, t.old_price::text as old_price_before, i.price::text as price, i.old_price::text as old_price`;

export interface ItemPage {
  /** Whole ItemListings unless the page was asked for as cards. */
  items: ItemCard[];
  total: number;
  offset: number;
  limit: number;
}

export interface ItemFacets {
  /** Within the filter's price bounds, whatever its rarities. */
  rarityCounts: { rarity: Rarity; count: number }[];
  /** Highest price in scope, whatever the price bounds; null when the scope holds no items. */
  maxPrice: string | null;
  /** The items the filter's maximum price alone leaves out; 0 without one. */
  aboveMaxPrice: number;
  /** The rarity counts added up. */
  total: number;
}

export class ItemService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ImageStorage,
    private readonly audit: AuditTrail,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Gathers the store page's reads, so a page and the facets asked for together cost one statement. */
  private readonly storeReads = new StoreReads(this.em);

  /**
   * One page of items with their games, as cards or whole listings, and the total: one SQL statement, shared
   * with the facets of the same scope.
   */
  async page(
    filter: Untrusted<ItemFilter> = {},
    sort: unknown = ItemSort.POPULARITY,
    page: Untrusted<PageRequest> = {},
    shape: ListingShape = 'listing',
  ): Promise<ItemPage> {
    const { rarities, minPrice, maxPrice, ...scope } = parseInput(itemFilterSchema, filter);
    const { offset, limit } = parseInput(pageSchema, page);
    const orderBy = ITEM_ORDER[parseInput(itemSortSchema, { sort }).sort];
    const bounds = itemWhere({ rarities, minPrice, maxPrice });
    const columns = await this.storeReads.page(itemWhere(scope), { shape, bounds, orderBy, offset, limit });
    return { items: itemsOf(columns, shape), total: columns.total, offset, limit };
  }

  /** The REST list as JSON text: every matching item with its game, in one SQL statement; oldest first unless a sort is given. */
  async listJson(filter: Untrusted<ItemFilter> = {}, sort?: unknown): Promise<string> {
    const where = itemWhere(parseInput(itemFilterSchema, filter));
    const orderBy = sort ? ITEM_ORDER[parseInput(itemSortSchema, { sort }).sort] : OLDEST_FIRST;
    return readItemListJson(this.em, where, orderBy);
  }

  /**
   * What the store's filters offer: counts per rarity (which ignore the rarities chosen, so each says what
   * choosing it shows, but keep to the price bounds, so they agree with the page), the highest price (the
   * slider's end, whatever the bounds) and how many items the maximum price hides. One SQL statement, shared
   * with a page of the same scope.
   */
  async facets(filter: Untrusted<ItemFilter> = {}): Promise<ItemFacets> {
    const { rarities, minPrice, maxPrice, ...scope } = parseInput(itemFilterSchema, filter);
    const priceBounds = itemWhere({ minPrice, maxPrice });
    const aboveMaxPrice = maxPrice === undefined ? undefined : itemWhere({ rarities, minPrice, priceAbove: maxPrice });
    const columns = await this.storeReads.facets(itemWhere(scope), { priceBounds, aboveMaxPrice });
    const countOf = new Map((columns.rarity_counts ?? []).map((row) => [row.rarity, row.count]));
    return {
      rarityCounts: RARITIES.map((rarity) => ({ rarity, count: countOf.get(rarity) ?? 0 })),
      maxPrice: columns.max_price,
      aboveMaxPrice: columns.above_max_price,
      total: [...countOf.values()].reduce((sum, count) => sum + count, 0),
    };
  }

  async get(id: number): Promise<Item> {
    const item = await this.em.findOne(Item, { id }, { populate: ['category'] });
    if (!item) throw new NotFoundError(`Item ${id} does not exist`);
    return item;
  }

  async create(input: Untrusted<CreateItemFields>, image: Buffer | undefined): Promise<Item> {
    const { categoryId, ...fields } = parseInput(createItemSchema, input);
    assertOldPriceAbovePrice({ price: fields.price, oldPrice: fields.oldPrice ?? null }, 'oldPrice');
    const bytes = requireImage(image);
    const category = await this.existingCategory(categoryId);
    return withStoredImage(this.storage, bytes, (imageUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        const item = tx.create(Item, { ...fields, category, imageUrl });
        await tx.flush();
        await this.audit.record(tx, { action: 'create', entityType: 'Item', entityId: item.id, after: snapshot(item) });
        return item;
      }),
    );
  }

  async update(id: number, input: Untrusted<UpdateItemFields>, image?: Buffer): Promise<Item> {
    const { categoryId, version, ...fields } = parseInput(updateItemSchema, input);
    const item = await this.get(id);
    if (version !== undefined) assertCurrentVersion(item, version);
    if (fields.price !== undefined || fields.oldPrice !== undefined) {
      const oldPrice = fields.oldPrice === undefined ? item.oldPrice : fields.oldPrice;
      assertOldPriceAbovePrice({ price: fields.price ?? item.price, oldPrice }, fields.oldPrice === undefined ? 'price' : 'oldPrice');
    }
    const category = categoryId === undefined ? undefined : await this.existingCategory(categoryId);
    if (fields.imageUrl !== undefined) await assertImageUrlAvailable(this.storage, fields.imageUrl);
    const previousImage = item.imageUrl;
    const updated = await withOptionalStoredImage(this.storage, image, (uploadedUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        // Read again under a row lock: a change committed since the check above is seen, not overwritten.
        await tx.refresh(item, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (version !== undefined) assertCurrentVersion(item, version);
        const before = snapshot(item);
        tx.assign(item, { ...fields, category, imageUrl: uploadedUrl ?? fields.imageUrl }, { ignoreUndefined: true });
        await this.audit.recordUpdate(tx, { entityType: 'Item', entityId: id, before, entity: item });
        // The trigger moved the version on; the caller gets the one to send with its next edit.
        await tx.refresh(item);
        return item;
      }),
    );
    if (updated.imageUrl !== previousImage) await removeImageIfUnused(this.em, this.storage, previousImage);
    return updated;
  }

  async delete(id: number): Promise<void> {
    const item = await this.get(id);
    await this.catalogue.transactional(this.em, async (tx) => {
      await this.audit.record(tx, { action: 'delete', entityType: 'Item', entityId: id, before: snapshot(item) });
      tx.remove(item);
    });
    await removeImageIfUnused(this.em, this.storage, item.imageUrl);
  }

  /**
   * What adjustPrices would do, without doing it: the percentage judged by the same rule, and how many items
   * are in scope (all of them, or one game's). The dashboard asks this before its confirmation.
   */
  async previewPriceAdjustment(percentage: unknown, categoryId?: unknown): Promise<{ itemCount: number }> {
    const { categoryId: scope } = parseInput(adjustPricesSchema, { percentage, categoryId });
    if (scope !== undefined) await this.existingCategory(scope);
    return { itemCount: await this.em.count(Item, scope === undefined ? {} : { category: scope }) };
  }

  /**
   * Multiplies every price (and old price) of the shop, or of one game, by (1 + percentage/100),
   * rounded half-up to 0.01 baht. One UPDATE on NUMERIC values, so the result is exact and a
   * concurrent reader sees all old or all new prices. An empty or zero percentage changes nothing.
   * The audit entry lists every item's price and old price before and after, enough to undo it.
   */
  async adjustPrices(percentage: unknown, categoryId?: unknown): Promise<{ updatedCount: number }> {
    if (percentage === undefined || percentage === null || percentage === '') return { updatedCount: 0 };
    const { percentage: percent, categoryId: scope } = parseInput(adjustPricesSchema, { percentage, categoryId });
    if (Number(percent) === 0) return { updatedCount: 0 };
    if (scope !== undefined) await this.existingCategory(scope);

    try {
      return await this.catalogue.transactional(this.em, async (tx) => {
        // tx.execute (not the raw connection) turns driver errors into MikroORM's typed exceptions.
        const rows = await tx.execute<AdjustedPriceRow[]>(ADJUST_PRICES_SQL, [percent, percent, scope ?? null, scope ?? null], 'all');
        rows.sort((a, b) => a.id - b.id);
        await this.audit.record(tx, {
          action: 'adjust-prices',
          entityType: 'Item',
          entityId: scope ?? null,
          before: { prices: rows.map((row) => ({ id: row.id, price: row.price_before, oldPrice: row.old_price_before })) },
          after: {
            percentage: percent,
            categoryId: scope ?? null,
            updatedCount: rows.length,
            prices: rows.map((row) => ({ id: row.id, price: row.price, oldPrice: row.old_price })),
          },
        });
        return { updatedCount: rows.length };
      });
    } catch (error) {
      if (error instanceof CheckConstraintViolationException) {
        throw new ValidationError('This change would take a price to 0.00 or to 10,000,000 or more; nothing was changed', [
          { field: 'percentage', message: 'would take a price out of range', reason: 'INVALID' },
        ]);
      }
      throw error;
    }
  }

  private async existingCategory(id: number): Promise<Category> {
    const category = await this.em.findOne(Category, { id });
    if (!category) {
      throw new ValidationError(`category ${id} does not exist`, [{ field: 'categoryId', message: 'does not exist', reason: 'NOT_FOUND' }]);
    }
    return category;
  }
}

/** An edit started from an older copy of the item would silently undo the change it never saw. */
function assertCurrentVersion(item: Item, version: number): void {
  if (item.version !== version) {
    throw new ConflictError(`"${item.name}" was changed by someone else since you opened it; reload it and make your change again`);
  }
}
