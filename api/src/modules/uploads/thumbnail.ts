import sharp from 'sharp';
import type { ImageKind } from './image-kind.js';
import { MAX_IMAGE_PIXELS } from './reencode-image.js';

/** Longest side of a thumbnail: twice the largest card image (160 CSS px), sharp on 2× screens. */
export const THUMBNAIL_SIZE = 320;

/**
 * An image we stored: `/uploads/<name>.<extension>`, the name without a dot. PostgreSQL applies the same
 * patterns to keep item.thumbnail_url (migration Migration20261204000000_bundled_svg_thumbnails): hence listed
 * letters (PostgreSQL's `\w` takes any script's) and `[.]` (no backslash to survive SQL quoting).
 */
const OWN_IMAGE_PATTERN = '^/uploads/[A-Za-z0-9_-]+[.](png|jpg|webp|gif)$';
const OWN_IMAGE = new RegExp(OWN_IMAGE_PATTERN);
/** An SVG bundled with the web app: `/images/<folders>/<name>.svg`, each part such a name. */
const BUNDLED_SVG_PATTERN = '^/images/([A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+[.]svg$';
const BUNDLED_SVG = new RegExp(BUNDLED_SVG_PATTERN);
const THUMBNAIL_SUFFIX = '.thumb.webp';

/**
 * The URL of an image's thumbnail, a WebP beside the image: `/uploads/<name>.thumb.webp` for an image we stored,
 * `/images/…/<name>.thumb.webp` for an SVG of the web app (its build renders them, web/build-plugins/
 * bundled-thumbnails.ts: a raster costs the browser far less to draw than an SVG document). Another site's
 * image is its own thumbnail.
 */
export function thumbnailUrlOf(imageUrl: string): string {
  if (OWN_IMAGE.test(imageUrl)) return imageUrl.slice(0, imageUrl.indexOf('.')) + THUMBNAIL_SUFFIX;
  if (BUNDLED_SVG.test(imageUrl)) return imageUrl.replace(/[.]svg$/, THUMBNAIL_SUFFIX);
  return imageUrl;
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
