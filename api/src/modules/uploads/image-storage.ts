import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../common/errors.js';
import { detectImageKind, type ImageKind } from './image-kind.js';
import { imageProcessing } from './image-processing.js';
import { reencodeImage } from './reencode-image.js';
import { makeThumbnail, thumbnailUrlOf } from './thumbnail.js';

export const UPLOADS_PUBLIC_PATH = '/uploads';

/** Where uploaded images live: a local folder (one instance), PostgreSQL (several), or an object store. */
export interface ImageStorage {
  /** Largest accepted image in bytes. */
  readonly maxBytes: number;
  /**
   * Checks the bytes are an accepted image within the size limit, stores a re-encoded copy and its thumbnail
   * (thumbnail.ts); returns the public URL of the image. Refuses with ServerBusyError while too many images wait
   * to be processed.
   */
  save(bytes: Buffer): Promise<string>;
  /** Removes an image this storage saved, with its thumbnail; URLs it does not own are ignored. */
  remove(url: string): Promise<void>;
  /** Whether a URL this storage owns points at a stored image. */
  exists(url: string): Promise<boolean>;
  /** Serves the stored images and thumbnails under /uploads, cached for a year (their names never repeat). */
  serve(): Router;
}

/** An upload checked and processed, ready to be stored under a new name. */
export interface PreparedImage {
  url: string;
  image: Buffer;
  thumbnail: Buffer;
}

/**
 * Checks that the bytes are an accepted image within the size limit and makes its clean copy and thumbnail
 * (queued with all image processing); the name is new, so a stored image never changes.
 */
export async function prepareImage(bytes: Buffer, maxBytes: number): Promise<PreparedImage> {
  const { image, kind } = await cleanImage(bytes, maxBytes);
  const thumbnail = await imageProcessing.run(() => makeThumbnail(image, kind));
  return { url: `${UPLOADS_PUBLIC_PATH}/${randomUUID()}.${kind.extension}`, image, thumbnail };
}

/** An accepted image within the size limit, re-encoded by us (metadata dropped, malformed files refused). */
export async function cleanImage(bytes: Buffer, maxBytes: number, field = 'image'): Promise<{ image: Buffer; kind: ImageKind }> {
  if (bytes.length === 0) throw new ValidationError(`${field} is empty`, [{ field, message: 'is empty', reason: 'REQUIRED' }]);
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  const kind = detectImageKind(bytes);
  if (!kind) throw new UnsupportedMediaTypeError('Only PNG, JPEG, WebP and GIF images are accepted');
  return { image: await imageProcessing.run(() => reencodeImage(bytes, kind)), kind };
}

const YEAR_LONG_CACHING = { immutable: true, maxAge: '365d' };

/** A request for a missing upload answers JSON like the API, not Express's HTML page (nor the web app's index.html). */
export const uploadNotFound: RequestHandler = (req, _res, next) => next(new NotFoundError(`No upload at ${req.originalUrl.split('?')[0]}`));

export class LocalImageStorage implements ImageStorage {
  constructor(
    readonly directory: string,
    readonly maxBytes: number,
  ) {}

  async save(bytes: Buffer): Promise<string> {
    const { url, image, thumbnail } = await prepareImage(bytes, this.maxBytes);
    await mkdir(this.directory, { recursive: true });
    try {
      await writeFile(this.thumbnailPathOf(url)!, thumbnail, { flag: 'wx' });
      await writeFile(this.pathOf(url)!, image, { flag: 'wx' });
    } catch (error) {
      await this.remove(url);
      throw error;
    }
    return url;
  }

  async remove(url: string): Promise<void> {
    const filePath = this.pathOf(url);
    if (filePath) await Promise.all([rm(filePath, { force: true }), rm(this.thumbnailPathOf(url)!, { force: true })]);
  }

  /**
   * The file of a thumbnail, made now from its image if that was stored before thumbnails were (thumbnailUrlOf
   * promises one for every stored image); undefined when there is no such image.
   */
  async thumbnailFile(thumbnailUrl: string): Promise<string | undefined> {
    const imageUrl = await this.imageOfThumbnail(thumbnailUrl);
    if (!imageUrl) return undefined;
    const thumbnailPath = this.thumbnailPathOf(imageUrl)!;
    if (await isFile(thumbnailPath)) return thumbnailPath;
    const imageBytes = await readFile(this.pathOf(imageUrl)!);
    const kind = detectImageKind(imageBytes);
    if (!kind) return undefined;
    const thumbnail = await imageProcessing.run(() => makeThumbnail(imageBytes, kind));
    // Another request may have made it meanwhile; both wrote the same picture.
    await writeFile(thumbnailPath, thumbnail).catch(() => undefined);
    return thumbnailPath;
  }

  async exists(url: string): Promise<boolean> {
    const filePath = this.pathOf(url);
    return filePath ? isFile(filePath) : false;
  }

  /** The folder's files; a thumbnail of an image stored before thumbnails existed is made on its first request. */
  serve(): Router {
    const router = Router();
    router.use(
      express.static(this.directory, {
        ...YEAR_LONG_CACHING,
        index: false,
        dotfiles: 'deny',
        fallthrough: true,
        setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
      }),
    );
    router.get(/^\/[\w-]+\.thumb\.webp$/, async (req, res, next) => {
      const file = await this.thumbnailFile(`${UPLOADS_PUBLIC_PATH}${req.path}`);
      if (file) res.sendFile(file, { ...YEAR_LONG_CACHING, headers: { 'X-Content-Type-Options': 'nosniff' } });
      else next();
    });
    router.use(uploadNotFound);
    return router;
  }

  private pathOf(url: string): string | undefined {
    const match = /^\/uploads\/([\w-]+\.(png|jpg|webp|gif))$/.exec(url);
    return match ? path.join(this.directory, match[1]) : undefined;
  }

  private thumbnailPathOf(imageUrl: string): string | undefined {
    return this.pathOf(imageUrl) && path.join(this.directory, path.basename(thumbnailUrlOf(imageUrl)));
  }

  /** The stored image a thumbnail URL belongs to, if any. */
  private async imageOfThumbnail(thumbnailUrl: string): Promise<string | undefined> {
    const match = /^(\/uploads\/[\w-]+)\.thumb\.webp$/.exec(thumbnailUrl);
    if (!match) return undefined;
    for (const extension of ['png', 'jpg', 'webp', 'gif']) {
      const imageUrl = `${match[1]}.${extension}`;
      if (await this.exists(imageUrl)) return imageUrl;
    }
    return undefined;
  }
}

const isFile = (filePath: string) => stat(filePath).then((s) => s.isFile(), () => false);

export function tooLarge(maxBytes: number) {
  const limit = maxBytes >= 1024 * 1024 ? `${+(maxBytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(maxBytes / 1024)} KB`;
  return new PayloadTooLargeError(`Images may be at most ${limit}`);
}

/**
 * Stores an image, then runs the database write that refers to it; if the write fails the image is
 * removed again, so a refused request leaves the upload folder as it was.
 */
export async function withStoredImage<T>(storage: ImageStorage, bytes: Buffer, write: (url: string) => Promise<T>): Promise<T> {
  const url = await storage.save(bytes);
  try {
    return await write(url);
  } catch (error) {
    await storage.remove(url);
    throw error;
  }
}

/** Like withStoredImage when an image was sent; otherwise just the write, with no new URL. */
export function withOptionalStoredImage<T>(
  storage: ImageStorage,
  bytes: Buffer | undefined,
  write: (url?: string) => Promise<T>,
): Promise<T> {
  return bytes ? withStoredImage(storage, bytes, write) : write();
}
