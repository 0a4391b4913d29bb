import { type RequestHandler, Router } from 'express';
import { uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { requireImage } from './require-image.js';

/** POST /api/uploads: an image in, `{secure_url}` out (replaces the outside image host the spec used). */
export function uploadRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  const canManageCatalogue = requirePermission(Permission.MANAGE_CATALOGUE);
  router.post('/', canManageCatalogue, imageForm, async (req, res) => {
    const url = await servicesOf(res).uploads.store(requireImage(uploadedImage(req)));
    res.status(201).json({ secure_url: url });
  });
  return router;
}
