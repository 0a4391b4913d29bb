import 'reflect-metadata';
import { loadConfig } from './config/env.js';
import { connectDatabase } from './database/connect.js';
import { underStartupLock } from './database/startup-lock.js';
import { seedCatalogue } from './seeders/catalogue.seeder.js';
import { seedPayments } from './seeders/payments.seeder.js';

/**
 * `npm run db:seed`: applies migrations, adds whatever part of the demo catalogue is missing and, in development
 * only, fills empty payment tables with demo money figures.
 */
const config = loadConfig();
const database = await connectDatabase(config, console.log);
try {
  // The same lock as an app instance's start, so seeding a running multi-instance shop never races one starting.
  await underStartupLock(database.orm, async () => {
    await database.orm.getMigrator().up();
    const added = await seedCatalogue(database.orm.em.fork());
    console.log(`Added ${added.categories} games, ${added.items} items and ${added.robuxPackages} Robux packages.`);
    if (config.env !== 'development') {
      console.log(`No demo money figures with NODE_ENV=${config.env}: they are for development only.`);
      return;
    }
    const money = await seedPayments(database.orm.em.fork());
    console.log(
      `Added ${money.paymentMethods} payment methods, ${money.customers} customers and ${money.transactions} transactions.`,
    );
  });
} finally {
  await database.close();
}
