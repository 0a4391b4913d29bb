import { type RequestHandler, Router } from 'express';
import { bodyOf, pathId, queryText, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { thumbnailUrlOf } from '../uploads/thumbnail.js';
import type { Category } from './category.entity.js';

/** The REST shape the spec's client reads. */
export function categoryJson(category: Category) {
  return {
    id: category.id,
    name: category.name,
    image: category.imageUrl,
    thumbnail_url: thumbnailUrlOf(category.imageUrl),
    coming_soon: category.comingSoon,
  };
}

function categoryFields(body: Record<string, unknown>) {
  return { name: body.name, comingSoon: body.coming_soon, imageUrl: body.image ?? body.image_url };
}

export function categoryRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  const canManageCatalogue = requirePermission(Permission.MANAGE_CATALOGUE);

  router.get('/', async (req, res) => {
    const categories = await servicesOf(res).categories.list(queryText(req, 'search'));
    res.json(categories.map(categoryJson));
  });

  router.get('/:id', async (req, res) => {
    res.json(categoryJson(await servicesOf(res).categories.get(pathId(req))));
  });

  router.post('/', canManageCatalogue, imageForm, async (req, res) => {
    const { imageUrl: _ignored, ...fields } = categoryFields(bodyOf(req));
    const category = await servicesOf(res).categories.create(fields, uploadedImage(req));
    res.status(201).json(categoryJson(category));
  });

  router.put('/:id', canManageCatalogue, imageForm, async (req, res) => {
    const category = await servicesOf(res).categories.update(pathId(req), categoryFields(bodyOf(req)), uploadedImage(req));
    res.json(categoryJson(category));
  });

  router.delete('/:id', canManageCatalogue, async (req, res) => {
    const id = pathId(req);
    await servicesOf(res).categories.delete(id);
    res.json({ deleted: true, id });
  });

  return router;
}
