import sharp from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../common/errors.js';
import type { ImageKind } from './image-kind.js';

/**
 * Most pixels accepted in one image, counting every frame of an animation: decoding and encoding cost grows with
 * all of them. Checked from the header before any pixel is decoded (decompression bombs).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Most frames in an animation; each also costs work of its own, however small it is. */
export const MAX_ANIMATION_FRAMES = 100;

/**
 * Decodes and re-encodes an accepted image in its own format. What is stored is then a clean image
 * made by us: metadata such as EXIF GPS positions is dropped and malformed files are refused. Animations keep
 * all their frames, so the pixel and frame limits are what bound the work.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind.extension === 'gif' || kind.extension === 'webp';
  try {
    await refuseOversizedImage(bytes, animated);
    // libvips enforces the same pixel limit on what it decodes, whatever the header check above read.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' });
    // rotate() bakes the EXIF orientation into the pixels before the EXIF block is dropped.
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
    if (error instanceof PayloadTooLargeError) throw error;
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw new UnsupportedMediaTypeError('The image could not be read; send a valid PNG, JPEG, WebP or GIF file');
  }
}

/** Reads only the header (and, for an animation, where its frames start) to refuse an image too big to decode. */
async function refuseOversizedImage(bytes: Buffer, animated: boolean): Promise<void> {
  const { width = 0, height = 0, pageHeight, pages = 1 } = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  if (pages > MAX_ANIMATION_FRAMES) throw new PayloadTooLargeError(`Animations may have at most ${MAX_ANIMATION_FRAMES} frames`);
  if (width * (pageHeight ?? height) * pages > MAX_IMAGE_PIXELS) throw tooManyPixels();
}

const tooManyPixels = () =>
  new PayloadTooLargeError(`Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, counting every frame of an animation`);
