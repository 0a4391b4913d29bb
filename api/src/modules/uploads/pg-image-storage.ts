import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { type ImageStorage, prepareImage, UPLOADS_PUBLIC_PATH, uploadNotFound } from './image-storage.js';
import { thumbnailUrlOf } from './thumbnail.js';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const STORED_NAME = /^[\w-]+(\.thumb)?\.(png|jpg|webp|gif)$/;

/** The stored name behind an /uploads URL, or undefined for a URL this storage cannot hold. */
function nameOf(url: string): string | undefined {
  const name = url.startsWith(`${UPLOADS_PUBLIC_PATH}/`) ? url.slice(UPLOADS_PUBLIC_PATH.length + 1) : '';
  return STORED_NAME.test(name) ? name : undefined;
}

const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];

/**
 * Images in PostgreSQL (table stored_image): what several app instances on one database use, since they
 * share no disk. An image and its thumbnail are written in one statement, so neither exists without the other.
 */
export class PgImageStorage implements ImageStorage {
  constructor(
    private readonly orm: MikroORM,
    readonly maxBytes: number,
  ) {}

  async save(bytes: Buffer): Promise<string> {
    const { url, image, thumbnail } = await prepareImage(bytes, this.maxBytes);
    const imageName = nameOf(url)!;
    const thumbnailName = nameOf(thumbnailUrlOf(url))!;
    await this.orm.em.fork().execute('insert into stored_image (name, content_type, bytes) values (?, ?, ?), (?, ?, ?)', [
      imageName,
      contentTypeOf(imageName),
      image,
      thumbnailName,
      contentTypeOf(thumbnailName),
      thumbnail,
    ]);
    return url;
  }

  async remove(url: string): Promise<void> {
    const name = nameOf(url);
    if (name) await this.orm.em.fork().execute('delete from stored_image where name in (?, ?)', [name, nameOf(thumbnailUrlOf(url)) ?? name]);
  }

  async exists(url: string): Promise<boolean> {
    const name = nameOf(url);
    if (!name) return false;
    return (await this.orm.em.fork().execute('select 1 from stored_image where name = ?', [name])).length > 0;
  }

  serve(): Router {
    const router = Router();
    router.get('/:name', async (req, res, next) => {
      const name = STORED_NAME.test(req.params.name) ? req.params.name : undefined;
      const [stored] = name ? await this.orm.em.fork().execute<{ content_type: string; bytes: Buffer }[]>('select content_type, bytes from stored_image where name = ?', [name]) : [];
      if (!stored) return next();
      // The name never gets other bytes, so it is the entity tag, and the answer may be kept for a year.
      res.set({ 'Content-Type': stored.content_type, 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `"${name}"`, 'X-Content-Type-Options': 'nosniff' });
      if (req.fresh) return void res.status(304).end();
      res.end(stored.bytes);
    });
    router.use(uploadNotFound);
    return router;
  }
}
