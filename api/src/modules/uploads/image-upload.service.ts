import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import { type ImageStorage, withStoredImage } from './image-storage.js';

/** Stand-alone image uploads (POST /api/uploads, uploadImage), recorded in the audit trail. */
export class ImageUploadService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ImageStorage,
    private readonly audit: AuditTrail,
  ) {}

  get maxBytes(): number {
    return this.storage.maxBytes;
  }

  store(bytes: Buffer): Promise<string> {
    return withStoredImage(this.storage, bytes, (url) =>
      this.em.transactional(async (tx) => {
        await this.audit.record(tx, { action: 'create', entityType: 'Image', entityId: url });
        return url;
      }),
    );
  }
}
