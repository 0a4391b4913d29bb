import 'reflect-metadata';
import { loadConfig } from './config/env.js';
import { connectDatabase } from './database/connect.js';
import { seedCatalogue } from './seeders/catalogue.seeder.js';

/** `npm run db:seed`: applies migrations and adds whatever part of the demo catalogue is missing. */
const config = loadConfig();
const database = await connectDatabase(config, console.log);
try {
  await database.orm.getMigrator().up();
  const added = await seedCatalogue(database.orm.em.fork());
  console.log(`Added ${added.categories} games, ${added.items} items and ${added.robuxPackages} Robux packages.`);
} finally {
  await database.close();
}
