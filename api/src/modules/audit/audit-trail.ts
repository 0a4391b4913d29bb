import { type AnyEntity, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestAuth } from '../auth/request-auth.js';
import { AuditEntry } from './audit-entry.entity.js';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface RecordedUpdate {
  entityType: string;
  entityId: string | number;
  /** The snapshot taken before the change. */
  before: Record<string, unknown>;
  /** The changed record, not yet flushed. */
  entity: AnyEntity;
  notes?: Record<string, unknown>;
}

/** A record's fields as plain JSON for the trail (hidden fields such as password hashes are left out). */
export function snapshot(entity: AnyEntity): Record<string, unknown> {
  return JSON.parse(JSON.stringify(wrap(entity).toObject()));
}

/** One entry, by a staff member or by a shopper: the database takes exactly one of the two. */
function add(tx: EntityManager, actor: { adminId: number; adminEmail: string } | { customerId: number }, record: AuditRecord): void {
  tx.create(AuditEntry, {
    ...actor,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Writes audit entries in the caller's transaction, so a change and its entry commit or fail together. */
export class AuditTrail {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
  ) {}

  async record(tx: EntityManager, record: AuditRecord): Promise<void> {
    const admin = await this.auth.admin();
    add(tx, { adminId: admin.id, adminEmail: admin.email }, record);
  }

  /**
   * An update, with the record as stored afterwards: flushed first, so the "after" snapshot carries the
   * new updatedAt (set by the flush). `notes` adds what a snapshot cannot show, such as a password change.
   */
  async recordUpdate(tx: EntityManager, update: RecordedUpdate): Promise<void> {
    await tx.flush();
    const { entityType, entityId, before, entity, notes } = update;
    await this.record(tx, { action: 'update', entityType, entityId, before, after: { ...snapshot(entity), ...notes } });
  }

  /** A staff read worth tracing (an export, a customer's record), written at once in a transaction of its own. */
  async recordRead(record: AuditRecord): Promise<void> {
    await this.em.transactional((tx) => this.record(tx, record));
  }

  /** A shopper's read worth tracing (the login of an account they bought), written at once in a transaction of its own. */
  async recordShopperRead(record: AuditRecord): Promise<void> {
    const customerId = await this.auth.customerId();
    await this.em.transactional((tx) => add(tx, { customerId }, record));
  }

  /** Newest first. */
  list(page: { offset: number; limit: number }): Promise<AuditEntry[]> {
    return this.em.find(AuditEntry, {}, { orderBy: { id: 'desc' }, offset: page.offset, limit: page.limit });
  }
}
