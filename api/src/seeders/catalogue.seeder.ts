import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../modules/category/category.entity.js';
import { equalsIgnoringCasePattern } from '../modules/common/text-search.js';
import { Item } from '../modules/item/item.entity.js';
import { RobuxPackage } from '../modules/robux-package/robux-package.entity.js';
import { seedCategories, seedRobuxPackages } from './catalogue.data.js';

export interface SeedResult {
  categories: number;
  items: number;
  robuxPackages: number;
}

/**
 * Adds the demo catalogue. Idempotent: a game, item (by game and name) or package (by amount) that
 * already exists is left as it is, so running it twice adds nothing.
 */
export async function seedCatalogue(em: EntityManager): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    const added: SeedResult = { categories: 0, items: 0, robuxPackages: 0 };
    for (const seed of seedCategories) {
      let category = await tx.findOne(Category, { name: { $ilike: equalsIgnoringCasePattern(seed.name) } });
      if (!category) {
        category = tx.create(Category, { name: seed.name, imageUrl: seed.image, comingSoon: seed.comingSoon ?? false });
        added.categories++;
      }
      const existing = new Set(category.id ? (await tx.find(Item, { category })).map((item) => item.name) : []);
      for (const { image, oldPrice, ...item } of seed.items.filter((candidate) => !existing.has(candidate.name))) {
        tx.create(Item, { ...item, oldPrice: oldPrice ?? null, imageUrl: image, category });
        added.items++;
      }
    }
    const amounts = new Set((await tx.find(RobuxPackage, {})).map((robuxPackage) => robuxPackage.amount));
    for (const seed of seedRobuxPackages.filter((candidate) => !amounts.has(candidate.amount))) {
      tx.create(RobuxPackage, { amount: seed.amount, price: seed.price, imageUrl: seed.image });
      added.robuxPackages++;
    }
    return added;
  });
}
