import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../common/errors.js';
import type { ImageKind } from './image-kind.js';

/** Largest picture accepted, checked from the header before any pixel is decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Decodes and re-encodes an accepted image in its own format. What is stored is then a clean image
 * made by us: metadata such as EXIF GPS positions is dropped and malformed files are refused.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind.extension === 'gif' || kind.extension === 'webp';
  try {
    // rotate() bakes the EXIF orientation into the pixels before the EXIF block is dropped.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' });
    const oriented = animated ? image : image.rotate();
    switch (kind.extension) {
      case 'png':
        return await oriented.png().toBuffer();
      case 'jpg':
        return await oriented.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'webp':
        return await oriented.webp({ quality: 85 }).toBuffer();
      case 'gif':
        return await oriented.gif().toBuffer();
    }
  } catch (error) {
    if (/pixel limit/i.test(String(error))) {
      throw new PayloadTooLargeError(`Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    }
    throw new UnsupportedMediaTypeError('The image could not be read; send a valid PNG, JPEG, WebP or GIF file');
  }
}
