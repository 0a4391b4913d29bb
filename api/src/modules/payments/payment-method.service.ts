import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import { NotFoundError } from '../common/errors.js';
import { nameField, parseInput, type Untrusted } from '../common/validation.js';
import { PaymentMethod } from './payment-method.entity.js';
import { PaymentMethodType } from './payment-method.enums.js';

const paymentMethodSchema = z.object({
  type: z.enum(PaymentMethodType, { error: 'must be Bank, PromptPay or Crypto' }),
  name: nameField,
  details: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});

export type PaymentMethodFields = z.input<typeof paymentMethodSchema>;

const AUDITED_AS = 'PaymentMethod';

/** The shop's linked accounts. Every change is written to the audit trail in the same transaction. */
export class PaymentMethodService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  /** Oldest first, so a newly added account appears at the end of the list. */
  list(): Promise<PaymentMethod[]> {
    return this.em.find(PaymentMethod, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async get(id: number): Promise<PaymentMethod> {
    const method = await this.em.findOne(PaymentMethod, { id });
    if (!method) throw new NotFoundError(`Payment method ${id} does not exist`);
    return method;
  }

  async create(input: Untrusted<PaymentMethodFields>): Promise<PaymentMethod> {
    const fields = parseInput(paymentMethodSchema, input);
    return this.em.transactional(async (tx) => {
      const method = tx.create(PaymentMethod, fields);
      await tx.flush();
      await this.audit.record(tx, { action: 'create', entityType: AUDITED_AS, entityId: method.id, after: snapshot(method) });
      return method;
    });
  }

  async update(id: number, input: Untrusted<PaymentMethodFields>): Promise<PaymentMethod> {
    const fields = parseInput(paymentMethodSchema, input);
    const method = await this.get(id);
    return this.em.transactional(async (tx) => {
      const before = snapshot(method);
      tx.assign(method, fields);
      await this.audit.recordUpdate(tx, { entityType: AUDITED_AS, entityId: id, before, entity: method });
      return method;
    });
  }

  async delete(id: number): Promise<void> {
    const method = await this.get(id);
    await this.em.transactional(async (tx) => {
      await this.audit.record(tx, { action: 'delete', entityType: AUDITED_AS, entityId: id, before: snapshot(method) });
      tx.remove(method);
    });
  }
}
