import { ValidationError } from '../common/errors.js';
import { type ImageStorage, UPLOADS_PUBLIC_PATH } from './image-storage.js';

/** An image URL set by hand (e.g. from POST /api/uploads) must point at an image we actually hold. */
export async function assertImageUrlAvailable(storage: ImageStorage, imageUrl: string): Promise<void> {
  if (imageUrl.startsWith(`${UPLOADS_PUBLIC_PATH}/`) && !(await storage.exists(imageUrl))) {
    throw new ValidationError('image_url does not point at an uploaded image', [
      { field: 'imageUrl', message: 'does not point at an uploaded image' },
    ]);
  }
}
