import { type RequestHandler, Router } from 'express';
import { bodyOf, pathId, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { thumbnailUrlOf } from '../uploads/thumbnail.js';
import type { RobuxPackage } from './robux-package.entity.js';

export function robuxPackageJson(robuxPackage: RobuxPackage) {
  return {
    id: robuxPackage.id,
    amount: robuxPackage.amount,
    price: robuxPackage.price,
    image_url: robuxPackage.imageUrl,
    thumbnail_url: thumbnailUrlOf(robuxPackage.imageUrl),
    gamepass_price: robuxPackage.gamepassPrice,
    rate: robuxPackage.rate,
  };
}

export function robuxPackageRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  const canManageCatalogue = requirePermission(Permission.MANAGE_CATALOGUE);

  router.get('/', async (_req, res) => {
    res.json((await servicesOf(res).robuxPackages.list()).map(robuxPackageJson));
  });

  router.get('/:id', async (req, res) => {
    res.json(robuxPackageJson(await servicesOf(res).robuxPackages.get(pathId(req))));
  });

  router.post('/', canManageCatalogue, imageForm, async (req, res) => {
    const { amount, price } = bodyOf(req);
    const robuxPackage = await servicesOf(res).robuxPackages.create({ amount, price }, uploadedImage(req));
    res.status(201).json(robuxPackageJson(robuxPackage));
  });

  router.put('/:id', canManageCatalogue, imageForm, async (req, res) => {
    const { amount, price, image_url: imageUrl } = bodyOf(req);
    const robuxPackage = await servicesOf(res).robuxPackages.update(pathId(req), { amount, price, imageUrl }, uploadedImage(req));
    res.json(robuxPackageJson(robuxPackage));
  });

  router.delete('/:id', canManageCatalogue, async (req, res) => {
    const id = pathId(req);
    await servicesOf(res).robuxPackages.delete(id);
    res.json({ deleted: true, id });
  });

  return router;
}
