import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../common/errors.js';
import { detectImageKind } from './image-kind.js';
import { reencodeImage } from './reencode-image.js';

export const UPLOADS_PUBLIC_PATH = '/uploads';

/** Where uploaded images live. Local disk today; an object store can implement the same interface. */
export interface ImageStorage {
  /** Largest accepted image in bytes. */
  readonly maxBytes: number;
  /** Checks the bytes are an accepted image within the size limit, stores a re-encoded copy; returns the public URL. */
  save(bytes: Buffer): Promise<string>;
  /** Removes an image this storage saved; URLs it does not own are ignored. */
  remove(url: string): Promise<void>;
  /** Whether a URL this storage owns points at a stored image. */
  exists(url: string): Promise<boolean>;
}

export class LocalImageStorage implements ImageStorage {
  constructor(
    readonly directory: string,
    readonly maxBytes: number,
  ) {}

  async save(bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw new ValidationError('image is empty', [{ field: 'image', message: 'is empty' }]);
    if (bytes.length > this.maxBytes) throw tooLarge(this.maxBytes);
    const kind = detectImageKind(bytes);
    if (!kind) throw new UnsupportedMediaTypeError('Only PNG, JPEG, WebP and GIF images are accepted');
    const cleanBytes = await reencodeImage(bytes, kind);
    const fileName = `${randomUUID()}.${kind.extension}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, fileName), cleanBytes, { flag: 'wx' });
    return `${UPLOADS_PUBLIC_PATH}/${fileName}`;
  }

  async remove(url: string): Promise<void> {
    const filePath = this.pathOf(url);
    if (filePath) await rm(filePath, { force: true });
  }

  async exists(url: string): Promise<boolean> {
    const filePath = this.pathOf(url);
    return filePath ? stat(filePath).then((s) => s.isFile(), () => false) : false;
  }

  private pathOf(url: string): string | undefined {
    const match = /^\/uploads\/([\w-]+\.(png|jpg|webp|gif))$/.exec(url);
    return match ? path.join(this.directory, match[1]) : undefined;
  }
}

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
