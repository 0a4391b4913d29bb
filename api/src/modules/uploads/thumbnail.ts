import sharp from 'sharp';
import type { ImageKind } from './image-kind.js';
import { MAX_IMAGE_PIXELS } from './reencode-image.js';

/** Longest side of a thumbnail: twice the largest card image (160 CSS px), sharp on 2× screens. */
export const THUMBNAIL_SIZE = 320;

const OWN_IMAGE = /^(\/uploads\/[\w-]+)\.(png|jpg|webp|gif)$/;

/**
 * The URL of an image's thumbnail: `/uploads/<name>.thumb.webp` beside an image we stored. Anything else
 * (the seeded SVGs, which are vectors and any size already, or another site's image) is its own thumbnail.
 */
export function thumbnailUrlOf(imageUrl: string): string {
  const match = OWN_IMAGE.exec(imageUrl);
  return match ? `${match[1]}.thumb.webp` : imageUrl;
}

/**
 * A WebP at most THUMBNAIL_SIZE on its longer side (never enlarged), from an image already re-encoded by
 * us; animated GIF and WebP stay animated.
 */
export function makeThumbnail(cleanBytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind.extension === 'gif' || kind.extension === 'webp';
  return sharp(cleanBytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated })
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
