import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { containsPattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import type { AccountLogin, AccountLoginCipher } from './account-login-cipher.js';
import { importListings, type ImportRow } from './robux-account-import.js';
import { LISTING_COLUMNS, type ListingRow, listingOf } from './robux-account-sql.js';
import { RobuxAccountStatus } from './robux-account-status.js';
import type { RobuxAccountImport, StaffRobuxAccount, StaffRobuxAccountPage } from './robux-account.types.js';
import {
  createListingSchema,
  publicIdSchema,
  type StaffListingFilter,
  staffListingFilterSchema,
  type UpdateListing,
  updateListingSchema,
} from './robux-account.validation.js';

interface StaffRow extends ListingRow {
  status: RobuxAccountStatus;
  has_login: boolean;
  order_number: string | null;
  /** Raw queries hand timestamps back as text. */
  created_at: string | Date;
  updated_at: string | Date;
}

/** The order that holds or bought a listing: the latest line naming it, while it is not back on sale. */
const ORDER_NUMBER = `case when a.status <> 'AVAILABLE' then (select o.number from order_line l join customer_order o on o.id = l.order_id
                                             where l.robux_account_id = a.id order by l.id desc limit 1) end as order_number`;

const STAFF_COLUMNS = `${LISTING_COLUMNS}, a.status, a.login_sealed is not null as has_login, a.created_at, a.updated_at, ${ORDER_NUMBER}`;

const staffListingOf = (row: StaffRow): StaffRobuxAccount => ({
  ...listingOf(row),
  status: row.status,
  hasLogin: row.has_login,
  orderNumber: row.order_number,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** What the audit trail keeps of a listing: never its login, only whether it has one. */
const auditedFields = (row: StaffRow) => {
  const { id, robux, rate, price, accountType, guaranteeDays, notes, status, hasLogin } = staffListingOf(row);
  return { id, robux, rate, price, accountType, guaranteeDays, notes, status, hasLogin };
};

const NO_KEY = 'This shop has no ACCOUNT_SECRET_KEY, so it cannot store or read account logins; the owner must set it and restart';

/** Manage Roblox Accounts (MANAGE_ROBUX_ACCOUNTS): list, add, edit, delete, import; Super Admins reveal logins. */
export class RobuxAccountAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    private readonly cipher: AccountLoginCipher | undefined,
  ) {}

  async list(filter: Untrusted<StaffListingFilter>, page: Untrusted<PageRequest> = {}): Promise<StaffRobuxAccountPage> {
    await this.auth.authorize(Permission.MANAGE_ROBUX_ACCOUNTS);
    const { status, search } = parseInput(staffListingFilterSchema, filter);
    const { offset, limit } = parseInput(pageSchema, page);
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (status) conditions.push('a.status = ?') && values.push(status);
    if (search) conditions.push('(a.public_id ilike ? or a.account_type ilike ?)') && values.push(containsPattern(search), containsPattern(search));
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<StaffRow[]>(`select ${STAFF_COLUMNS} from robux_account a ${where} order by a.id desc limit ? offset ?`, [...values, limit, offset]),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from robux_account a ${where}`, values),
    ]);
    return { items: rows.map(staffListingOf), total, offset, limit };
  }

  async create(input: Untrusted<ImportRow>): Promise<StaffRobuxAccount> {
    await this.auth.authorize(Permission.MANAGE_ROBUX_ACCOUNTS);
    const listing = parseInput(createListingSchema, input);
    return this.em.transactional(async (tx) => {
      const [outcome] = await this.insert(tx, listing);
      if (!outcome.inserted) throw new ConflictError(`${outcome.publicId} is already used by another listing; choose another id or leave it out`, [{ field: 'id', message: 'is already used', reason: 'TAKEN' }]);
      const row = await this.row(tx, outcome.publicId);
      await this.audit.record(tx, { action: 'create', entityType: 'RobuxAccount', entityId: outcome.publicId, after: auditedFields(row) });
      return staffListingOf(row);
    });
  }

  /** Only while AVAILABLE: a reserved or sold listing is part of an order and stays as it was bought. */
  async update(id: unknown, input: Untrusted<UpdateListing>): Promise<StaffRobuxAccount> {
    await this.auth.authorize(Permission.MANAGE_ROBUX_ACCOUNTS);
    const publicId = parseInput(publicIdSchema, { id }).id;
    const changes = parseInput(updateListingSchema, input);
    return this.em.transactional(async (tx) => {
      const before = await this.lockedAvailable(tx, publicId, 'changed');
      const assignments: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => assignments.push(`${column} = ?`) && values.push(value);
      if (changes.robux !== undefined) set('robux', changes.robux);
      if (changes.rate !== undefined) set('rate', changes.rate);
      if (changes.accountType !== undefined) set('account_type', changes.accountType);
      if (changes.guaranteeDays !== undefined) set('guarantee_days', changes.guaranteeDays);
      if (changes.notes !== undefined) set('notes', changes.notes);
      if (changes.login) set('login_sealed', this.seal(changes.login, publicId));
      if (assignments.length) await tx.execute(`update robux_account set ${assignments.join(', ')}, updated_at = now() where public_id = ?`, [...values, publicId]);
      const after = await this.row(tx, publicId);
      const notes = changes.login ? { loginReplaced: true } : {};
      await this.audit.record(tx, { action: 'update', entityType: 'RobuxAccount', entityId: publicId, before: auditedFields(before), after: { ...auditedFields(after), ...notes } });
      return staffListingOf(after);
    });
  }

  async delete(id: unknown): Promise<void> {
    await this.auth.authorize(Permission.MANAGE_ROBUX_ACCOUNTS);
    const publicId = parseInput(publicIdSchema, { id }).id;
    await this.em.transactional(async (tx) => {
      const before = await this.lockedAvailable(tx, publicId, 'deleted');
      await tx.execute('delete from robux_account where public_id = ?', [publicId]);
      await this.audit.record(tx, { action: 'delete', entityType: 'RobuxAccount', entityId: publicId, before: auditedFields(before) });
    });
  }

  /** Adds every good row of a CSV file; the report names each refused row and why. */
  async importCsv(csv: unknown): Promise<RobuxAccountImport> {
    await this.auth.authorize(Permission.MANAGE_ROBUX_ACCOUNTS);
    return importListings(csv, (rows) =>
      this.em.transactional(async (tx) => {
        const outcomes = await this.insert(tx, ...rows);
        const created = outcomes.filter((outcome) => outcome.inserted).map((outcome) => outcome.publicId);
        if (created.length) await this.audit.record(tx, { action: 'import', entityType: 'RobuxAccount', after: { created } });
        return outcomes;
      }),
    );
  }

  /**
   * A Super Admin reads a listing's login; the reveal is written to the audit log, naming the order that holds or
   * bought the account if any, before the login is answered.
   */
  async revealLogin(id: unknown): Promise<AccountLogin> {
    await this.auth.authorize(Permission.REVEAL_ACCOUNT_LOGINS);
    const publicId = parseInput(publicIdSchema, { id }).id;
    const [row] = await this.em.execute<{ login_sealed: Buffer | null; order_number: string | null }[]>(
      `select a.login_sealed, ${ORDER_NUMBER} from robux_account a where a.public_id = ?`,
      [publicId],
    );
    if (!row) throw new NotFoundError(`There is no Robux account ${publicId}`);
    if (!row.login_sealed) throw new NotFoundError(`Robux account ${publicId} has no login stored yet; edit it to add one`);
    if (!this.cipher) throw new ServiceUnavailableError(NO_KEY);
    const login = this.cipher.open(row.login_sealed, publicId);
    await this.audit.recordRead({ action: 'reveal_login', entityType: 'RobuxAccount', entityId: publicId, after: row.order_number ? { orderNumber: row.order_number } : null });
    return login;
  }

  private seal(login: AccountLogin, publicId: string): Buffer {
    if (!this.cipher) throw new ServiceUnavailableError(NO_KEY);
    return this.cipher.seal(login, publicId);
  }

  /**
   * Inserts listings in order, each under its own id or the next number; a given id already used inserts
   * nothing (reported, not thrown, so an import goes on). The sequence is moved past given ids, so numbering
   * never runs into them later.
   */
  private async insert(tx: EntityManager, ...listings: ImportRow[]): Promise<{ publicId: string; inserted: boolean }[]> {
    if (listings.some((listing) => listing.login) && !this.cipher) throw new ServiceUnavailableError(NO_KEY);
    const outcomes = [];
    for (const listing of listings) {
      const publicId = listing.id ?? (await tx.execute<{ id: string }[]>(`select 'RBX-' || nextval('robux_account_number_seq') as id`))[0].id;
      const inserted = await tx.execute<{ id: number }[]>(
        `insert into robux_account (public_id, robux, rate, account_type, guarantee_days, notes, login_sealed) values (?, ?, ?, ?, ?, ?, ?)
         on conflict (public_id) do nothing returning id`,
        [publicId, listing.robux, listing.rate, listing.accountType, listing.guaranteeDays, listing.notes, listing.login ? this.seal(listing.login, publicId) : null],
      );
      if (inserted.length && listing.id) {
        await tx.execute(`select setval('robux_account_number_seq', greatest(?, (select last_value from robux_account_number_seq)))`, [Number(publicId.slice(4))]);
      }
      outcomes.push({ publicId, inserted: inserted.length > 0 });
    }
    return outcomes;
  }

  private async row(tx: EntityManager, publicId: string): Promise<StaffRow> {
    const [row] = await tx.execute<StaffRow[]>(`select ${STAFF_COLUMNS} from robux_account a where a.public_id = ?`, [publicId]);
    return row;
  }

  /** The listing, row-locked against a checkout reserving it meanwhile; refused unless it is AVAILABLE. */
  private async lockedAvailable(tx: EntityManager, publicId: string, what: 'changed' | 'deleted'): Promise<StaffRow> {
    const [locked] = await tx.execute<{ id: number }[]>('select id from robux_account where public_id = ? for update', [publicId]);
    if (!locked) throw new NotFoundError(`There is no Robux account ${publicId}`);
    const row = await this.row(tx, publicId);
    if (row.status !== RobuxAccountStatus.AVAILABLE) {
      const where = row.status === RobuxAccountStatus.SOLD ? `was sold (order ${row.order_number})` : `is reserved by order ${row.order_number}, awaiting payment`;
      throw new ConflictError(`Robux account ${publicId} ${where}; it cannot be ${what}`);
    }
    return row;
  }
}

