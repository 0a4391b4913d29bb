import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer } from '../modules/customer/customer.entity.js';
import { PaymentMethod } from '../modules/payments/payment-method.entity.js';
import { Transaction } from '../modules/transactions/transaction.entity.js';
import { TransactionStatus, TransactionType } from '../modules/transactions/transaction.enums.js';
import {
  SEED_TRANSACTION_COUNT,
  SEED_TRANSACTION_DAYS,
  SEED_TRANSACTION_METHODS,
  seedCustomers,
  seedPaymentMethods,
} from './payments.data.js';

export interface PaymentsSeedResult {
  paymentMethods: number;
  customers: number;
  transactions: number;
}

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32), so every seeding draws the same amounts and mix. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, between, pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)] };
}

/** Whole satang as a baht string, without passing through a fraction: -123456 -> "-1234.56". */
function bahtOf(satang: number): string {
  const whole = Math.abs(satang);
  return `${satang < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Adds the demo payment methods, customers and transactions. Each kind is only added to an empty table
 * (customers: only the demo ones missing by e-mail, and only when transactions are being added for them), so
 * running it twice adds nothing.
 */
export async function seedPayments(em: EntityManager, now = new Date()): Promise<PaymentsSeedResult> {
  return em.transactional(async (tx) => {
    const added: PaymentsSeedResult = { paymentMethods: 0, customers: 0, transactions: 0 };
    if ((await tx.count(PaymentMethod)) === 0) {
      for (const method of seedPaymentMethods) tx.create(PaymentMethod, method);
      added.paymentMethods = seedPaymentMethods.length;
    }

    if ((await tx.count(Transaction)) > 0) return added;

    const existing = await tx.find(Customer, { email: { $in: seedCustomers.map((seed) => seed.email) } });
    const customers = new Map(existing.map((customer) => [customer.email, customer]));
    for (const seed of seedCustomers.filter((candidate) => !customers.has(candidate.email))) {
      const createdAt = new Date(now.getTime() - seed.signedUpDaysAgo * DAY_MS - (seed.email.length % 10) * 3_600_000);
      customers.set(seed.email, tx.create(Customer, { name: seed.name, email: seed.email, createdAt }));
      added.customers++;
    }

    const random = randomSource(20261123);
    const people = [...customers.values()];
    for (let n = 0; n < SEED_TRANSACTION_COUNT; n++) {
      const occurredAt = new Date(now.getTime() - random.between(60_000, SEED_TRANSACTION_DAYS * DAY_MS));
      const signedUp = people.filter((customer) => customer.createdAt <= occurredAt);
      const roll = random.next();
      const type = roll < 0.7 ? TransactionType.DEPOSIT : roll < 0.93 ? TransactionType.WITHDRAWAL : TransactionType.TRANSFER;
      const satang =
        type === TransactionType.DEPOSIT
          ? random.between(100, 5000) * 100 + random.pick([0, 0, 0, 50, random.between(1, 99)])
          : type === TransactionType.WITHDRAWAL
            ? -random.between(200, 3000) * 100
            : random.pick([-1, 1]) * random.between(50, 1500) * 100;
      const status = random.next() < 0.8 ? TransactionStatus.COMPLETED : random.pick([TransactionStatus.PENDING, TransactionStatus.FAILED]);
      // Deposits come from customers; half the withdrawals are payouts to one, the rest and transfers are the shop's own.
      const withCustomer = type === TransactionType.DEPOSIT || (type === TransactionType.WITHDRAWAL && random.next() < 0.5);
      tx.create(Transaction, {
        type,
        amount: bahtOf(satang),
        method: random.pick(SEED_TRANSACTION_METHODS),
        status,
        occurredAt,
        customer: withCustomer && signedUp.length ? random.pick(signedUp) : null,
        demo: true,
      });
      added.transactions++;
    }
    return added;
  });
}

export interface DemoMoneyRemoved {
  transactions: number;
  customers: number;
}

/**
 * Takes the demo money out of a database a development start filled, before it serves as a production shop:
 * the marked demo transactions, and the demo customers who never signed in or
 * ordered. Real rows are never touched.
 */
export async function removeDemoMoney(em: EntityManager): Promise<DemoMoneyRemoved> {
  return em.transactional(async (tx) => {
    const transactions = await tx.execute<{ id: number }[]>('delete from "transaction" where demo returning id');
    const customers = await tx.execute<{ id: number }[]>(
      `delete from customer c
        where c.email in (?) and c.password_hash is null and c.google_sub is null
          and not exists (select 1 from customer_order o where o.customer_id = c.id)
          and not exists (select 1 from "transaction" t where t.customer_id = c.id)
       returning id`,
      [seedCustomers.map((customer) => customer.email)],
    );
    return { transactions: transactions.length, customers: customers.length };
  });
}
