import type pg from 'pg';
import { customerTokenSigner } from './api-build.js';
import { BENCH_JWT_SECRET } from './servers.js';

export interface Shopper {
  customerId: number;
  token: string;
  robloxUsername: string;
}

/**
 * `count` new customers, each with a sign-in token as the app signs them. `label` keeps each benchmark's
 * customers apart (e-mails are unique): 'Shopper' makes bench-shopper-1@bench.invalid, BenchShopper_1, ….
 */
export async function createShoppers(client: pg.Client, count: number, label: string): Promise<Shopper[]> {
  const { rows } = await client.query<{ id: number }>(
    `insert into customer (email, name)
     select 'bench-' || lower($2) || '-' || n || '@bench.invalid', 'Bench ' || $2 || ' ' || n from generate_series(1, $1::int) as n
     order by n
     returning id`,
    [count, label],
  );
  const sign = await customerTokenSigner(BENCH_JWT_SECRET);
  return Promise.all(rows.map(async (row, index) => ({ customerId: row.id, token: await sign(row.id), robloxUsername: `Bench${label}_${index + 1}` })));
}
