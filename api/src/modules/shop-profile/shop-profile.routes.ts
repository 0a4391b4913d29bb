import { Router } from 'express';
import { bodyOf } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import type { ShopCreator } from './shop-profile.types.js';

const creatorJson = ({ id, name, pictureUrl, link }: ShopCreator) => ({ id, name, picture_url: pictureUrl, link });

/** Mounted beside the shop status under /api/shop. */
export function shopProfileRoutes(): Router {
  const router = Router();
  const canManageCatalogue = requirePermission(Permission.MANAGE_CATALOGUE);

  router.get('/social-links', async (_req, res) => {
    res.json(await servicesOf(res).shopProfile.socialLinks());
  });

  router.put('/social-links', canManageCatalogue, async (req, res) => {
    res.json(await servicesOf(res).shopProfile.setSocialLinks(bodyOf(req)));
  });

  router.get('/creators', async (_req, res) => {
    res.json((await servicesOf(res).shopProfile.creators()).map(creatorJson));
  });

  router.put('/creators', canManageCatalogue, async (req, res) => {
    const { creators } = bodyOf(req);
    // REST names the picture picture_url, as the other records name their images.
    const fields = Array.isArray(creators)
      ? creators.map((creator: unknown) => {
          if (!creator || typeof creator !== 'object' || Array.isArray(creator)) return creator;
          const { picture_url: pictureUrl, ...rest } = creator as Record<string, unknown>;
          return pictureUrl === undefined ? rest : { ...rest, pictureUrl };
        })
      : creators;
    res.json((await servicesOf(res).shopProfile.setCreators({ creators: fields })).map(creatorJson));
  });

  return router;
}
