import express, { type RequestHandler, Router } from 'express';
import { uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { NotFoundError } from '../common/errors.js';
import { type LocalImageStorage, UPLOADS_PUBLIC_PATH } from './image-storage.js';
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

const YEAR_LONG_CACHING = { immutable: true, maxAge: '365d' };

/**
 * Serves stored uploads: right Content-Type from the sniffed extension, no sniffing, cached for a year. A
 * thumbnail of an image stored before thumbnails existed is made on its first request.
 */
export function serveUploads(images: LocalImageStorage): Router {
  const router = Router();
  router.use(
    express.static(images.directory, {
      ...YEAR_LONG_CACHING,
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  router.get(/^\/[\w-]+\.thumb\.webp$/, async (req, res, next) => {
    const file = await images.thumbnailFile(`${UPLOADS_PUBLIC_PATH}${req.path}`);
    if (file) res.sendFile(file, { ...YEAR_LONG_CACHING, headers: { 'X-Content-Type-Options': 'nosniff' } });
    else next();
  });
  // A miss answers JSON like the API, not Express's HTML page (nor the web app's index.html).
  router.use((req, _res, next) => next(new NotFoundError(`No upload at ${req.originalUrl.split('?')[0]}`)));
  return router;
}
