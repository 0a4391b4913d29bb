import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../common/errors.js';
import { type ImageStorage, UPLOADS_PUBLIC_PATH } from './image-storage.js';

/** An image URL set by hand (e.g. from POST /api/uploads) must point at an image we actually hold. */
export async function assertImageUrlAvailable(storage: ImageStorage, imageUrl: string): Promise<void> {
  if (imageUrl.startsWith(`${UPLOADS_PUBLIC_PATH}/`) && !(await storage.exists(imageUrl))) {
    throw new ValidationError('image_url does not point at an uploaded image', [
      { field: 'imageUrl', message: 'does not point at an uploaded image', reason: 'NOT_FOUND' },
    ]);
  }
}

/**
 * After a picture was replaced or its record deleted: removes the stored image (and thumbnail) unless a game,
 * item, Robux package or creator card still shows it. Images shipped with the web app (/images/…) are never touched.
 */
export async function removeImageIfUnused(em: EntityManager, storage: ImageStorage, imageUrl: string): Promise<void> {
  if (!imageUrl.startsWith(`${UPLOADS_PUBLIC_PATH}/`)) return;
  const [{ used }] = await em.execute<{ used: boolean }[]>(
    `select exists (select 1 from category where image_url = ?) or exists (select 1 from item where image_url = ?)
         or exists (select 1 from robux_package where image_url = ?) or exists (select 1 from shop_creator where picture_url = ?) as used`,
    [imageUrl, imageUrl, imageUrl, imageUrl],
  );
  if (!used) await storage.remove(imageUrl);
}

