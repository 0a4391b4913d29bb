import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../test-support/sql-statements.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { executePrepared } from './prepared-statement.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

// A list, a text with LIKE escapes and quotes, and a number, as the store's filters send them.
const SQL = "select i.name from item i where i.rarity in (?) and i.name ilike ? and i.price > ? and i.name <> 'it''s' order by i.id";
const PARAMS = [['Common', 'Legendary'], '%a%', '1.5'];

describe('executePrepared', () => {
  it('answers as em.execute does, a list value included', async () => {
    const em = db.orm.em.fork();
    const expected = await em.execute(SQL, PARAMS);
    expect(expected.length).toBeGreaterThan(0);
    for (let run = 0; run < 3; run++) expect(await executePrepared(em, SQL, PARAMS)).toEqual(expected);
    expect(await executePrepared(em, SQL, [['Mythical'], '%zzz-none%', '0'])).toEqual([]);
  });

  it('is logged as one statement, as em.execute is, so statement counts see it', async () => {
    const statements = await statementsDuring(db, () => executePrepared(db.orm.em.fork(), SQL, PARAMS));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select i\.name from item i where i\.rarity in \(\$1, \$2\) and i\.name ilike \$3/);
  });

  it('turns a database error into MikroORM’s typed exception, as em.execute does', async () => {
    const em = db.orm.em.fork();
    const failureOf = (read: Promise<unknown>) => read.then(() => undefined, (error: Error) => error);
    const viaExecute = await failureOf(em.execute('select * from no_such_table where id = ?', [1]));
    const viaPrepared = await failureOf(executePrepared(em, 'select * from no_such_table where id = ?', [1]));
    expect(viaPrepared?.constructor).toBe(viaExecute?.constructor);
    expect(viaPrepared?.name).toBe('TableNotFoundException');
  });
});
