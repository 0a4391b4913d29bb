import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { snapshot, type AuditTrail } from '../audit/audit-trail.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { booleanField, nameField, parseInput, type Untrusted } from '../common/validation.js';
import { PaymentMethod } from './payment-method.entity.js';
import { PaymentMethodType } from './payment-method.enums.js';
import { promptPayIdField } from './promptpay-id.js';

const paymentMethodSchema = z
  .object({
    type: z.enum(PaymentMethodType, { error: 'must be Bank, PromptPay or Crypto' }),
    name: nameField,
    details: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    promptpayId: promptPayIdField.nullish().transform((id) => id || null),
    receivingBank: z
      .string({ error: 'must be a 3-digit bank code' })
      .trim()
      .regex(/^(\d{3})?$/, 'must be a 3-digit bank code, e.g. 014')
      .nullish()
      .transform((code) => code || null),
    accountNumber: z
      .string({ error: 'must be 10 to 15 digits' })
      .transform((text) => text.replace(/[\s-]/g, ''))
      .refine((digits) => digits === '' || /^\d{10,15}$/.test(digits), 'must be 10 to 15 digits')
      .nullish()
      .transform((digits) => digits || null),
    accountName: z
      .string({ error: 'must be text' })
      .trim()
      .max(100, 'must be at most 100 characters')
      .nullish()
      .transform((name) => name || null),
    activeForCheckout: booleanField.optional().transform(Boolean),
  })
  .superRefine((fields, ctx) => {
    if (fields.promptpayId && fields.type !== PaymentMethodType.PROMPTPAY) {
      ctx.addIssue({ code: 'custom', path: ['promptpayId'], message: 'is only for PromptPay accounts' });
    }
    const receivingAccount = { receivingBank: fields.receivingBank, accountNumber: fields.accountNumber, accountName: fields.accountName };
    const given = Object.entries(receivingAccount).filter(([, value]) => value !== null);
    if (given.length && fields.type !== PaymentMethodType.PROMPTPAY) {
      for (const [field] of given) ctx.addIssue({ code: 'custom', path: [field], message: 'is only for PromptPay accounts' });
    } else if (given.length && given.length < 3) {
      // Staff compare slips with the whole account; a part of it would look like a check that is not one.
      for (const [field, value] of Object.entries(receivingAccount)) {
        if (value === null) ctx.addIssue({ code: 'custom', path: [field], message: 'is needed with the rest of the receiving bank account' });
      }
    }
    if (fields.activeForCheckout && !(fields.type === PaymentMethodType.PROMPTPAY && fields.promptpayId)) {
      ctx.addIssue({ code: 'custom', path: ['activeForCheckout'], message: 'needs a PromptPay account with its PromptPay id' });
    }
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
    return this.activating(async (tx) => {
      if (fields.activeForCheckout) await this.deactivateOthers(tx);
      const method = tx.create(PaymentMethod, fields);
      await tx.flush();
      await this.audit.record(tx, { action: 'create', entityType: AUDITED_AS, entityId: method.id, after: snapshot(method) });
      return method;
    });
  }

  async update(id: number, input: Untrusted<PaymentMethodFields>): Promise<PaymentMethod> {
    const fields = parseInput(paymentMethodSchema, input);
    const method = await this.get(id);
    return this.activating(async (tx) => {
      const before = snapshot(method);
      if (fields.activeForCheckout) await this.deactivateOthers(tx, id);
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

  /** A transaction that may make an account active; two made active at once leave one, and the other hears why. */
  private async activating(work: (tx: EntityManager) => Promise<PaymentMethod>): Promise<PaymentMethod> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError('Another account was made active for checkout at the same moment; reload and try again');
      }
      throw error;
    }
  }

  /** Checkout pays into one account: making one active retires the one before (the database allows only one). */
  private async deactivateOthers(tx: EntityManager, keptId?: number): Promise<void> {
    const others = await tx.find(PaymentMethod, { activeForCheckout: true, ...(keptId ? { id: { $ne: keptId } } : {}) });
    for (const other of others) {
      const before = snapshot(other);
      other.activeForCheckout = false;
      await this.audit.recordUpdate(tx, { entityType: AUDITED_AS, entityId: other.id, before, entity: other });
    }
  }
}
