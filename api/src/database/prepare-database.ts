import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/env.js';
import { ensureFirstSuperAdmin } from '../modules/admin/first-admin.js';
import type { AccountLoginCipher } from '../modules/robux-account/account-login-cipher.js';
import { Category } from '../modules/category/category.entity.js';
import { Item } from '../modules/item/item.entity.js';
import { RobuxPackage } from '../modules/robux-package/robux-package.entity.js';
import { Transaction } from '../modules/transactions/transaction.entity.js';
import { seedCatalogue } from '../seeders/catalogue.seeder.js';
import { removeDemoListings, seedRobuxAccounts } from '../seeders/robux-accounts.seeder.js';
import { removeDemoMoney, seedPayments } from '../seeders/payments.seeder.js';
import { underStartupLock } from './startup-lock.js';

type StartConfig = Pick<AppConfig, 'firstAdmin' | 'env'> & {
  /** Seals the demo listings' made-up logins; without it no demo listings are added. */
  accountLogins?: AccountLoginCipher;
};

/**
 * Applies pending migrations, seeds the demo catalogue into an empty shop (and, in development only, demo money
 * figures and Robux account listings; a production start takes them out) and creates the first admin — one instance at a time, so any number
 * started together on one database all come up.
 */
export function prepareDatabase(orm: MikroORM, config: StartConfig, log: (message: string) => void): Promise<void> {
  return underStartupLock(orm, () => prepareUnderLock(orm, config, log));
}

async function prepareUnderLock(orm: MikroORM, config: StartConfig, log: (message: string) => void) {
  const applied = await orm.getMigrator().up();
  if (applied.length) log(`Applied ${applied.length} migration(s).`);

  const em = orm.em.fork();
  const counts = await Promise.all([em.count(Category), em.count(Item), em.count(RobuxPackage)]);
  if (counts.every((count) => count === 0)) {
    const added = await seedCatalogue(em);
    log(`Seeded the demo catalogue: ${added.categories} games, ${added.items} items, ${added.robuxPackages} Robux packages.`);
  }
  if (config.env === 'development') {
    // Like the catalogue: only a shop without any transaction gets the demo money data, so nothing staff removed comes back.
    if ((await em.count(Transaction)) === 0) {
      const added = await seedPayments(em);
      log(`Seeded the demo payments: ${added.paymentMethods} payment methods, ${added.customers} customers, ${added.transactions} transactions.`);
    }
    const listings = config.accountLogins ? await seedRobuxAccounts(em, config.accountLogins) : 0;
    if (listings) log(`Seeded ${listings} demo Robux account listings (with made-up logins).`);
  } else {
    // Real money figures only: demo rows a development start left are never counted with real payments.
    const removed = await removeDemoMoney(em);
    if (removed.transactions || removed.customers) log(`Removed the demo money data: ${removed.transactions} transactions, ${removed.customers} customers.`);
    const listings = await removeDemoListings(em);
    if (listings) log(`Removed ${listings} demo Robux account listings.`);
  }
  await ensureFirstSuperAdmin(em, config.firstAdmin, log);
}
