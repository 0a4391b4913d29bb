import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { containsPattern, equalsIgnoringCasePattern } from '../common/text-search.js';
import { booleanField, nameField, ownImageUrlField, parseInput, searchTextField, type Untrusted } from '../common/validation.js';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import { Item } from '../item/item.entity.js';
import { type ImageStorage, withOptionalStoredImage, withStoredImage } from '../uploads/image-storage.js';
import { requireImage } from '../uploads/require-image.js';
import { assertImageUrlAvailable, removeImageIfUnused } from '../uploads/image-url.js';
import { Category } from './category.entity.js';

const createCategorySchema = z.object({ name: nameField, comingSoon: booleanField.optional() });
const updateCategorySchema = z.object({
  name: nameField.optional(),
  comingSoon: booleanField.optional(),
  imageUrl: ownImageUrlField.optional(),
});

const categorySearchSchema = z.object({ search: searchTextField.nullish() });

export type CreateCategoryFields = z.input<typeof createCategorySchema>;
export type UpdateCategoryFields = z.input<typeof updateCategorySchema>;

export class CategoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ImageStorage,
    private readonly audit: AuditTrail,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Games in the spec's order (oldest first), optionally those whose trimmed name contains `search`. */
  list(search?: unknown): Promise<Category[]> {
    const term = parseInput(categorySearchSchema, { search }).search;
    return this.em.find(Category, term ? { name: { $ilike: containsPattern(term) } } : {}, { orderBy: { id: 'asc' } });
  }

  async get(id: number): Promise<Category> {
    const category = await this.em.findOne(Category, { id });
    if (!category) throw new NotFoundError(`Category ${id} does not exist`);
    return category;
  }

  async create(input: Untrusted<CreateCategoryFields>, image: Buffer | undefined): Promise<Category> {
    const fields = parseInput(createCategorySchema, input);
    const bytes = requireImage(image);
    await this.assertNameFree(fields.name);
    return withStoredImage(this.storage, bytes, (imageUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        const category = tx.create(Category, { name: fields.name, comingSoon: fields.comingSoon ?? false, imageUrl });
        await tx.flush();
        await this.audit.record(tx, { action: 'create', entityType: 'Category', entityId: category.id, after: snapshot(category) });
        return category;
      }),
    );
  }

  async update(id: number, input: Untrusted<UpdateCategoryFields>, image?: Buffer): Promise<Category> {
    const fields = parseInput(updateCategorySchema, input);
    const category = await this.get(id);
    if (fields.name !== undefined) await this.assertNameFree(fields.name, id);
    if (fields.imageUrl !== undefined) await assertImageUrlAvailable(this.storage, fields.imageUrl);
    const previousImage = category.imageUrl;
    const updated = await withOptionalStoredImage(this.storage, image, (uploadedUrl) =>
      this.catalogue.transactional(this.em, async (tx) => {
        const before = snapshot(category);
        tx.assign(category, { ...fields, imageUrl: uploadedUrl ?? fields.imageUrl }, { ignoreUndefined: true });
        await this.audit.recordUpdate(tx, { entityType: 'Category', entityId: id, before, entity: category });
        return category;
      }),
    );
    if (updated.imageUrl !== previousImage) await removeImageIfUnused(this.em, this.storage, previousImage);
    return updated;
  }

  /** Refuses (409) while the game still has items, so no item is ever left without its game. */
  async delete(id: number): Promise<void> {
    const category = await this.get(id);
    const itemCount = await this.em.count(Item, { category: id });
    if (itemCount > 0) {
      throw new ConflictError(`Category "${category.name}" still has ${itemCount} item(s); move or delete them first`);
    }
    await this.catalogue.transactional(this.em, async (tx) => {
      await this.audit.record(tx, { action: 'delete', entityType: 'Category', entityId: id, before: snapshot(category) });
      tx.remove(category);
    });
    await removeImageIfUnused(this.em, this.storage, category.imageUrl);
  }

  private async assertNameFree(name: string, exceptId?: number) {
    const clash = await this.em.findOne(Category, {
      name: { $ilike: equalsIgnoringCasePattern(name) },
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (clash) throw new ConflictError(`A category named "${clash.name}" already exists`);
  }
}
