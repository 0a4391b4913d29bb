import { raw } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin } from '../modules/admin/admin.entity.js';
import { AdminRole } from '../modules/admin/admin-role.js';
import { Category } from '../modules/category/category.entity.js';
import { Item } from '../modules/item/item.entity.js';
import { Customer } from '../modules/customer/customer.entity.js';
import { PaymentMethod } from '../modules/payments/payment-method.entity.js';
import { RobuxPackage } from '../modules/robux-package/robux-package.entity.js';
import { Transaction } from '../modules/transactions/transaction.entity.js';
import { TransactionStatus, TransactionType } from '../modules/transactions/transaction.enums.js';
import { seedCatalogue } from '../seeders/catalogue.seeder.js';
import { createOrmConfig } from '../config/orm.config.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { prepareDatabase } from './prepare-database.js';

let db: TestDatabase;
const messages: string[] = [];
beforeAll(async () => {
  db = await createTestDatabase('empty');
  await db.orm.getMigrator().down({ to: 0 });
});
afterAll(() => db.drop());

const counts = async () => {
  const em = db.orm.em.fork();
  return { categories: await em.count(Category), items: await em.count(Item), packages: await em.count(RobuxPackage) };
};

describe('preparing the database at start', () => {
  it('applies the migrations to an empty database, seeds the demo catalogue and prints a generated admin password once', async () => {
    await prepareDatabase(db.orm, { env: 'production', firstAdmin: { email: 'owner@shop.test' } }, (message) => messages.push(message));
    expect(await counts()).toEqual({ categories: 6, items: 118, packages: 6 });

    const admins = await db.orm.em.fork().find(Admin, {});
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'owner@shop.test', role: AdminRole.SUPER_ADMIN });
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const announcement = messages.find((m) => m.includes('generated password'));
    expect(announcement).toBeDefined();
    expect(announcement).not.toContain(admins[0].passwordHash);
  });

  it('leaves the schema exactly as the entities describe it (the migrations are complete)', async () => {
    const pending = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(pending.trim()).toBe('');
  });

  it('changes nothing on the next start: no new migration, no second seed, no second admin', async () => {
    const before = await counts();
    const later: string[] = [];
    await prepareDatabase(db.orm, { env: 'production', firstAdmin: { email: 'other@shop.test', password: 'another-password' } }, (m) => later.push(m));
    expect(await counts()).toEqual(before);
    expect(await db.orm.em.fork().count(Admin)).toBe(1);
    expect(later).toEqual([]);
  });

  it('does not bring back demo items staff deleted, since only an empty shop is seeded at start', async () => {
    const em = db.orm.em.fork();
    await em.nativeDelete(Item, { name: 'Permanent Dragon' });
    await prepareDatabase(db.orm, { env: 'production', firstAdmin: { email: 'owner@shop.test' } }, () => {});
    expect(await db.orm.em.fork().count(Item, { name: 'Permanent Dragon' })).toBe(0);
  });

  it('npm run db:seed is idempotent: it adds only what is missing', async () => {
    const added = await seedCatalogue(db.orm.em.fork());
    expect(added).toEqual({ categories: 0, items: 1, robuxPackages: 0 });
    expect(await seedCatalogue(db.orm.em.fork())).toEqual({ categories: 0, items: 0, robuxPackages: 0 });
    expect(await counts()).toEqual({ categories: 6, items: 118, packages: 6 });
  });
});

describe('instances started together on one empty database', () => {
  it('all come up, with one migration run, one seed and one first admin', { timeout: 120_000 }, async () => {
    const shared = await createTestDatabase('empty');
    await shared.orm.getMigrator().down({ to: 0 });
    const instances = await Promise.all(Array.from({ length: 4 }, () => MikroORM.init(createOrmConfig(shared.url))));
    try {
      const logs: string[][] = instances.map(() => []);
      const starts = await Promise.allSettled(
        instances.map((orm, i) => prepareDatabase(orm, { env: 'production', firstAdmin: { email: `owner-${i}@shop.test` } }, (m) => logs[i].push(m))),
      );
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const em = shared.orm.em.fork();
      expect([await em.count(Category), await em.count(Item), await em.count(RobuxPackage), await em.count(Admin)]).toEqual([6, 118, 6, 1]);
      expect(logs.filter((log) => log.some((m) => m.startsWith('Seeded the demo catalogue')))).toHaveLength(1);
      expect(logs.filter((log) => log.some((m) => m.startsWith('Created the first Super Admin')))).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((orm) => orm.close()));
      await shared.drop();
    }
  });
});

describe('demo money data', () => {
  const moneyCounts = async (orm: MikroORM) => {
    const em = orm.em.fork();
    return { transactions: await em.count(Transaction), customers: await em.count(Customer), methods: await em.count(PaymentMethod) };
  };

  it('a production start on an empty database seeds the catalogue but no transactions, customers or payment methods', async () => {
    const fresh = await createTestDatabase('empty');
    try {
      await fresh.orm.getMigrator().down({ to: 0 });
      await prepareDatabase(fresh.orm, { env: 'production', firstAdmin: { email: 'owner@shop.test' } }, () => {});
      expect(await fresh.orm.em.fork().count(Item)).toBe(118);
      expect(await moneyCounts(fresh.orm)).toEqual({ transactions: 0, customers: 0, methods: 0 });
    } finally {
      await fresh.drop();
    }
  });

  it('a development start seeds it; a later production start removes it and keeps real money and real customers', async () => {
    const shared = await createTestDatabase('empty');
    try {
      await shared.orm.getMigrator().down({ to: 0 });
      await prepareDatabase(shared.orm, { env: 'development', firstAdmin: { email: 'owner@shop.test' } }, () => {});
      const seeded = await moneyCounts(shared.orm);
      expect(seeded).toMatchObject({ customers: 24, methods: 3 });
      expect(seeded.transactions).toBeGreaterThan(100);

      const em = shared.orm.em.fork();
      const buyer = em.create(Customer, { name: 'Real Buyer', email: 'buyer@shop.test' });
      em.create(Transaction, { type: TransactionType.DEPOSIT, amount: '689.37', method: 'PromptPay', status: TransactionStatus.COMPLETED, occurredAt: new Date(), customer: buyer, reference: '004 REAL1' });
      await em.flush();

      const log: string[] = [];
      await prepareDatabase(shared.orm, { env: 'production', firstAdmin: { email: 'owner@shop.test' } }, (m) => log.push(m));
      const left = shared.orm.em.fork();
      expect(await left.find(Transaction, {}, { fields: ['amount', 'reference'] })).toMatchObject([{ amount: '689.37', reference: '004 REAL1' }]);
      expect((await left.find(Customer, {})).map((customer) => customer.email)).toEqual(['buyer@shop.test']);
      // Payment methods are the shop's own settings, kept for staff to edit.
      expect(await left.count(PaymentMethod)).toBe(3);
      expect(log).toContain(`Removed the demo money data: ${seeded.transactions} transactions, 24 customers.`);
    } finally {
      await shared.drop();
    }
  });
});

describe('the seeded catalogue', () => {
  it('holds exactly the store counts of the spec for Blox Fruits, up to ฿18,399.80', async () => {
    const em = db.orm.em.fork();
    const bloxFruits = await em.findOneOrFail(Category, { name: 'Blox Fruits' });
    const rows: { rarity: string; count: number }[] = await em
      .createQueryBuilder(Item)
      .select(['rarity', raw('count(*)::int as count')])
      .where({ category: bloxFruits })
      .groupBy('rarity')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.rarity, r.count]))).toEqual({
      Common: 21, Uncommon: 10, Rare: 10, Legendary: 20, Mythical: 31,
    });
    const [{ max }] = await em.getConnection().execute('select max(price)::text as max from item');
    expect(max).toBe('18399.80');
    expect(await em.count(Item, { category: bloxFruits, oldPrice: { $ne: null } })).toBeGreaterThan(0);
  });

  it('lists the six games in the spec order with Murder Mystery 2 coming soon, and images shipped in the repo', async () => {
    const categories = await db.orm.em.fork().find(Category, {}, { orderBy: { id: 'asc' } });
    expect(categories.map((c) => [c.name, c.comingSoon])).toEqual([
      ['Blox Fruits', false], ['Rivals', false], ['Pets Go!', false],
      ['Anime Vanguards', false], ['King Legacy', false], ['Murder Mystery 2', true],
    ]);
    for (const category of categories) expect(category.imageUrl).toMatch(/^\/images\/[\w/.-]+\.svg$/);
  });
});
