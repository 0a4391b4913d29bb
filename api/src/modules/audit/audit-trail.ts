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

/** A record's fields as plain JSON for the trail (hidden fields such as password hashes are left out). */
export function snapshot(entity: AnyEntity): Record<string, unknown> {
  return JSON.parse(JSON.stringify(wrap(entity).toObject()));
}

/** Writes audit entries in the caller's transaction, so a change and its entry commit or fail together. */
export class AuditTrail {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
  ) {}

  async record(tx: EntityManager, record: AuditRecord): Promise<void> {
    const admin = await this.auth.admin();
    tx.create(AuditEntry, {
      adminId: admin.id,
      adminEmail: admin.email,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
      before: record.before ?? null,
      after: record.after ?? null,
    });
  }

  /** Newest first. */
  list(page: { offset: number; limit: number }): Promise<AuditEntry[]> {
    return this.em.find(AuditEntry, {}, { orderBy: { id: 'desc' }, offset: page.offset, limit: page.limit });
  }
}
