import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../common/errors.js';
import { idField, parseInput } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { CustomerCredit } from './customer-credit.entity.js';
import type { CustomerProfile } from './customer-credit.types.js';

const RECENT_TRANSACTIONS = 10;

export class CustomerCreditService {
  constructor(private readonly em: EntityManager) {}

  /** Every credit record with its customer (one joined statement), by customer id. */
  list(): Promise<CustomerCredit[]> {
    return this.em.find(CustomerCredit, {}, { populate: ['customer'], orderBy: { customer: { id: 'asc' } } });
  }

  async profile(customerId: unknown): Promise<CustomerProfile> {
    const id = parseInput(idField, customerId);
    const customer = await this.em.findOne(Customer, { id });
    if (!customer) throw new NotFoundError(`Customer ${id} does not exist`);
    // The customer is in the identity map now, so the credit and transactions point at it, fully loaded.
    const credit = await this.em.findOne(CustomerCredit, { customer });
    const recentTransactions = await this.em.find(Transaction, { customer }, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: RECENT_TRANSACTIONS });
    return { customer, credit, recentTransactions };
  }
}
