import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import { NotFoundError } from '../common/errors.js';
import { idField, parseInput } from '../common/validation.js';
import { Customer } from '../customer/customer.entity.js';
import { Transaction } from '../transactions/transaction.entity.js';
import { CustomerCredit } from './customer-credit.entity.js';
import type { CustomerProfile } from './customer-credit.types.js';

const RECENT_TRANSACTIONS = 10;

/** Staff reads of customers' personal data; each one is recorded in the audit trail. */
export class CustomerCreditService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  /** Every credit record with its customer (one joined statement), by customer id. */
  async list(): Promise<CustomerCredit[]> {
    const credits = await this.em.find(CustomerCredit, {}, { populate: ['customer'], orderBy: { customer: { id: 'asc' } } });
    await this.audit.recordRead({ action: 'view', entityType: 'CustomerCredit', after: { customerIds: credits.map((credit) => credit.customer.id) } });
    return credits;
  }

  async profile(customerId: unknown): Promise<CustomerProfile> {
    const id = parseInput(idField, customerId);
    const customer = await this.em.findOne(Customer, { id });
    if (!customer) throw new NotFoundError(`Customer ${id} does not exist`);
    // The customer is in the identity map now, so the credit and transactions point at it, fully loaded.
    const credit = await this.em.findOne(CustomerCredit, { customer });
    const recentTransactions = await this.em.find(Transaction, { customer }, { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: RECENT_TRANSACTIONS });
    await this.audit.recordRead({ action: 'view', entityType: 'Customer', entityId: id });
    return { customer, credit, recentTransactions };
  }
}
