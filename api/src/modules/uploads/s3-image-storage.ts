import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Router } from 'express';
import { type ImageStorage, prepareImage, UPLOADS_PUBLIC_PATH, uploadNotFound } from './image-storage.js';
import { thumbnailUrlOf } from './thumbnail.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset means AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's usual sources (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys under this folder of the bucket. */
  prefix: string;
}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const STORED_NAME = /^[\w-]+(\.thumb)?\.(png|jpg|webp|gif)$/;
const YEAR_LONG = 'public, max-age=31536000, immutable';

function nameOf(url: string): string | undefined {
  const name = url.startsWith(`${UPLOADS_PUBLIC_PATH}/`) ? url.slice(UPLOADS_PUBLIC_PATH.length + 1) : '';
  return STORED_NAME.test(name) ? name : undefined;
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Images in an S3-compatible bucket (S3_BUCKET), served through the app so URLs stay /uploads/… everywhere. */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    readonly maxBytes: number,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // S3-compatible services are reached at one host, with the bucket in the path.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: settings.credentials,
    });
  }

  private key(name: string): string {
    return `${this.settings.prefix}${name}`;
  }

  async save(bytes: Buffer): Promise<string> {
    const { url, image, thumbnail } = await prepareImage(bytes, this.maxBytes);
    const put = (name: string, body: Buffer) =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name), Body: body, ContentType: CONTENT_TYPES[name.split('.').pop()!], CacheControl: YEAR_LONG }),
      );
    await put(nameOf(thumbnailUrlOf(url))!, thumbnail);
    await put(nameOf(url)!, image);
    return url;
  }

  async remove(url: string): Promise<void> {
    const name = nameOf(url);
    if (!name) return;
    const names = [name, nameOf(thumbnailUrlOf(url))].filter((n): n is string => n !== undefined);
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: names.map((n) => ({ Key: this.key(n) })) } }));
  }

  async exists(url: string): Promise<boolean> {
    const name = nameOf(url);
    if (!name) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  serve(): Router {
    const router = Router();
    router.get('/:name', async (req, res, next) => {
      if (!STORED_NAME.test(req.params.name)) return next();
      try {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(req.params.name) }));
        res.set({ 'Content-Type': object.ContentType ?? 'application/octet-stream', 'Cache-Control': YEAR_LONG, ETag: `"${req.params.name}"`, 'X-Content-Type-Options': 'nosniff' });
        if (req.fresh) return void res.status(304).end();
        res.end(Buffer.from(await object.Body!.transformToByteArray()));
      } catch (error) {
        if (isMissing(error)) return next();
        throw error;
      }
    });
    router.use(uploadNotFound);
    return router;
  }
}
