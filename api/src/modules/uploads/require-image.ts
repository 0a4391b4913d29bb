import { ValidationError } from '../common/errors.js';

/** Creating an item, a category or a package needs an image (spec section 5). */
export function requireImage(image: Buffer | undefined): Buffer {
  if (!image) throw new ValidationError('image is required', [{ field: 'image', message: 'is required', reason: 'REQUIRED' }]);
  return image;
}
