import { type RequestHandler, Router } from 'express';
import { bodyOf, pathId, singleQueryValue, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { type CachedAnswer, JSON_ANSWER, writeCachedAnswer } from '../catalogue-cache/cached-answer.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import type { ItemSummary } from './item-listing.js';
import type { ItemService } from './item.service.js';
import { thumbnailUrlOf } from '../uploads/thumbnail.js';

/** The REST shape the spec's client reads; prices are two-decimal strings. */
export function itemJson(item: ItemSummary) {
  return {
    id: item.id,
    name: item.name,
    name_th: item.nameTh,
    category_id: item.category.id,
    category_name: item.category.name,
    price: item.price,
    oldPrice: item.oldPrice,
    rarity: item.rarity,
    type: item.type,
    stock: item.stock,
    sold_count: item.soldCount,
    image_url: item.imageUrl,
    thumbnail_url: thumbnailUrlOf(item.imageUrl),
  };
}

/** Fields as the spec's forms send them (multipart text or the whole edited item as JSON). */
function itemFields(body: Record<string, unknown>) {
  return {
    name: body.name,
    nameTh: body.name_th,
    categoryId: body.category_id,
    price: body.price,
    oldPrice: 'oldPrice' in body ? body.oldPrice : body.old_price,
    rarity: body.rarity,
    type: body.type,
    stock: body.stock,
    deliveryMethod: body.delivery_method,
    deliveryInstructions: body.delivery_instructions,
    imageUrl: body.image_url,
    version: body.version,
  };
}

/**
 * GET /api/items's filter and sort, and its cache key: what the list depends on, so parameters it ignores
 * cannot make new entries. Throws the route's ValidationError for a repeated parameter.
 */
export function itemListQuery(query: Record<string, unknown>) {
  const text = (name: string) => singleQueryValue(query, name);
  const rarity = text('rarity');
  const filter = {
    categoryId: text('category_id'),
    rarities: rarity?.split(',').map((r) => r.trim()),
    minPrice: text('min_price'),
    maxPrice: text('max_price'),
    type: text('type'),
    search: text('search'),
  };
  const sort = text('sort');
  return { filter, sort, cacheKey: `rest:items:${JSON.stringify([filter, sort])}` };
}

export type ItemListQuery = ReturnType<typeof itemListQuery>;

/**
 * GET /api/items's answer: the same for every caller, kept until the catalogue changes. The route reads it, and so
 * does the fast path in front of Express (http/catalogue-fast-path.ts), which also answers the next requests for it.
 */
export function itemListAnswer(catalogueCache: CatalogueCache, items: ItemService, { filter, sort, cacheKey }: ItemListQuery): Promise<CachedAnswer> {
  return catalogueCache.read(cacheKey, () => items.listJson(filter, sort));
}

export function itemRoutes(imageForm: RequestHandler, catalogueCache: CatalogueCache): Router {
  const router = Router();
  const canManageCatalogue = requirePermission(Permission.MANAGE_CATALOGUE);

  router.get('/', async (req, res) => {
    writeCachedAnswer(req, res, await itemListAnswer(catalogueCache, servicesOf(res).items, itemListQuery(req.query)), JSON_ANSWER);
  });

  // Before "/:id", so "adjust-prices" is not taken for an id.
  router.put('/adjust-prices', canManageCatalogue, async (req, res) => {
    const body = bodyOf(req);
    const categoryId = body.category_id ?? body.categoryId;
    res.json(await servicesOf(res).items.adjustPrices(body.percentage, categoryId));
  });

  router.get('/:id', async (req, res) => {
    res.json(itemJson(await servicesOf(res).items.get(pathId(req))));
  });

  router.post('/', canManageCatalogue, imageForm, async (req, res) => {
    const { imageUrl: _ignored, ...fields } = itemFields(bodyOf(req));
    const item = await servicesOf(res).items.create(fields, uploadedImage(req));
    res.status(201).json(itemJson(item));
  });

  router.put('/:id', canManageCatalogue, imageForm, async (req, res) => {
    const item = await servicesOf(res).items.update(pathId(req), itemFields(bodyOf(req)), uploadedImage(req));
    res.json(itemJson(item));
  });

  router.delete('/:id', canManageCatalogue, async (req, res) => {
    const id = pathId(req);
    await servicesOf(res).items.delete(id);
    res.json({ deleted: true, id });
  });

  return router;
}
