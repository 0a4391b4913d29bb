import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { NotFoundError } from '../common/errors.js';
import { moneyField, ownImageUrlField, parseInput, positiveIntField, type Untrusted } from '../common/validation.js';
import { type ImageStorage, withOptionalStoredImage, withStoredImage } from '../uploads/image-storage.js';
import { assertImageUrlAvailable, removeImageIfUnused } from '../uploads/image-url.js';
import { requireImage } from '../uploads/require-image.js';
import { RobuxPackage } from './robux-package.entity.js';

const createPackageSchema = z.object({ amount: positiveIntField, price: moneyField });
const updatePackageSchema = z.object({
  amount: positiveIntField.optional(),
  price: moneyField.optional(),
  imageUrl: ownImageUrlField.optional(),
});

export type CreateRobuxPackageFields = z.input<typeof createPackageSchema>;
export type UpdateRobuxPackageFields = z.input<typeof updatePackageSchema>;

export class RobuxPackageService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ImageStorage,
    private readonly audit: AuditTrail,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Smallest package first, as the top-up page lists them. */
  list(): Promise<RobuxPackage[]> {
    return this.em.find(RobuxPackage, {}, { orderBy: { amount: 'asc', id: 'asc' } });
  }

  async get(id: number): Promise<RobuxPackage> {
    const robuxPackage = await this.em.findOne(RobuxPackage, { id });
    if (!robuxPackage) throw new NotFoundError(`Robux package ${id} does not exist`);
    return robuxPackage;
  }

  async create(input: Untrusted<CreateRobuxPackageFields>, image: Buffer | undefined): Promise<RobuxPackage> {
    const fields = parseInput(createPackageSchema, input);
    const bytes = requireImage(image);
    return withStoredImage(this.storage, bytes, (imageUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        const robuxPackage = tx.create(RobuxPackage, { ...fields, imageUrl });
        await tx.flush();
        await this.audit.record(tx, { action: 'create', entityType: 'RobuxPackage', entityId: robuxPackage.id, after: snapshot(robuxPackage) });
        return robuxPackage;
      }),
    );
  }

  async update(id: number, input: Untrusted<UpdateRobuxPackageFields>, image?: Buffer): Promise<RobuxPackage> {
    const fields = parseInput(updatePackageSchema, input);
    const robuxPackage = await this.get(id);
    if (fields.imageUrl !== undefined) await assertImageUrlAvailable(this.storage, fields.imageUrl);
    const previousImage = robuxPackage.imageUrl;
    const updated = await withOptionalStoredImage(this.storage, image, (uploadedUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        const before = snapshot(robuxPackage);
        tx.assign(robuxPackage, { ...fields, imageUrl: uploadedUrl ?? fields.imageUrl }, { ignoreUndefined: true });
        await this.audit.recordUpdate(tx, { entityType: 'RobuxPackage', entityId: id, before, entity: robuxPackage });
        return robuxPackage;
      }),
    );
    if (updated.imageUrl !== previousImage) await removeImageIfUnused(this.em, this.storage, previousImage);
    return updated;
  }

  async delete(id: number): Promise<void> {
    const robuxPackage = await this.get(id);
    await this.catalogue.transactional(this.em, async (tx) => {
      await this.audit.record(tx, { action: 'delete', entityType: 'RobuxPackage', entityId: id, before: snapshot(robuxPackage) });
      tx.remove(robuxPackage);
    });
    await removeImageIfUnused(this.em, this.storage, robuxPackage.imageUrl);
  }
}
