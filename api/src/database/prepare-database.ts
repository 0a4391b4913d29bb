import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { ensureFirstSuperAdmin } from '../modules/admin/first-admin.js';
import { Category } from '../modules/category/category.entity.js';
import { Item } from '../modules/item/item.entity.js';
import { RobuxPackage } from '../modules/robux-package/robux-package.entity.js';
import { Transaction } from '../modules/transactions/transaction.entity.js';
import { seedCatalogue } from '../seeders/catalogue.seeder.js';
import { seedPayments } from '../seeders/payments.seeder.js';
import { underStartupLock } from './startup-lock.js';

/**
 * Applies pending migrations, seeds the demo catalogue and money figures into an empty shop and creates the
 * first admin — one instance at a time, so any number started together on one database all come up.
 */
export function prepareDatabase(orm: MikroORM, config: Pick<AppConfig, 'firstAdmin'>, log: (message: string) => void): Promise<void> {
  return underStartupLock(orm, () => prepareUnderLock(orm, config, log));
}

async function prepareUnderLock(orm: MikroORM, config: Pick<AppConfig, 'firstAdmin'>, log: (message: string) => void) {
  const applied = await orm.getMigrator().up();
  if (applied.length) log(`Applied ${applied.length} migration(s).`);

  const em = orm.em.fork();
  const counts = await Promise.all([em.count(Category), em.count(Item), em.count(RobuxPackage)]);
  if (counts.every((count) => count === 0)) {
    const added = await seedCatalogue(em);
    log(`Seeded the demo catalogue: ${added.categories} games, ${added.items} items, ${added.robuxPackages} Robux packages.`);
  }
  // Like the catalogue: only a shop without any transaction gets the demo money data, so nothing staff removed comes back.
  if ((await em.count(Transaction)) === 0) {
    const added = await seedPayments(em);
    log(`Seeded the demo payments: ${added.paymentMethods} payment methods, ${added.customers} customers, ${added.credits} credit records, ${added.transactions} transactions.`);
  }
  await ensureFirstSuperAdmin(em, config.firstAdmin, log);
}
