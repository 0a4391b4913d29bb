import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';
import { MailMessage } from './mail-message.entity.js';
import { type MailKind, type MailLanguage, OPTIONAL_MAIL_KINDS } from './mail.enums.js';
import type { MailSite, RenderedMail } from './templates/mail-layout.js';
import { MAIL_TEMPLATES, type MailValues } from './templates/mail-templates.js';

export interface MailRecipient {
  address: string;
  language: MailLanguage;
}

/** A shopper, who may have turned off the optional mails. */
export interface CustomerRecipient extends MailRecipient {
  wantsOptionalMails: boolean;
}

/** One SQL statement with `?` placeholders, run in the caller's transaction. */
export type RunSql = <Row extends object>(sql: string, params: unknown[]) => Promise<Row[]>;

export const sqlIn = (tx: EntityManager): RunSql => (sql, params) => tx.execute(sql, params);

/** For work on a pg connection of its own (order placement): `?` becomes pg's `$n`. */
export const sqlOnConnection =
  (connection: ClientBase): RunSql =>
  async <Row extends object>(sql: string, params: unknown[]) => {
    let position = 0;
    return (await connection.query<Row>(sql.replace(/\?/g, () => `$${++position}`), params)).rows;
  };

const INSERT_MAIL = 'insert into mail_message (recipient, language, kind, subject, text, html) values (?, ?, ?, ?, ?, ?)';

/**
 * Queues mails: renders the kind's template in the recipient's language and inserts it into the outbox
 * in the caller's transaction, so a mail is sent only if what caused it commits. Sending is the sender's
 * work (mail-sender.ts), never the request's.
 */
export class MailOutbox {
  constructor(readonly site: MailSite) {}

  /** `secret` is the single-use part the template marks with SECRET_MARK; it is kept only until the mail is sent. */
  queue<Kind extends MailKind>(em: EntityManager, kind: Kind, to: MailRecipient, values: MailValues<Kind>, { secret }: { secret?: string } = {}): MailMessage {
    return em.create(MailMessage, { recipient: to.address, language: to.language, kind, ...this.render(kind, to.language, values), secret: secret ?? null });
  }

  /** A mail to a shopper, through SQL (for status changes written in SQL); an optional kind they turned off is not queued. */
  async queueToCustomer<Kind extends MailKind>(run: RunSql, kind: Kind, to: CustomerRecipient, values: MailValues<Kind>): Promise<void> {
    if (OPTIONAL_MAIL_KINDS.has(kind) && !to.wantsOptionalMails) return;
    const { subject, text, html } = this.render(kind, to.language, values);
    await run(INSERT_MAIL, [to.address, to.language, kind, subject, text, html]);
  }

  private render<Kind extends MailKind>(kind: Kind, language: MailLanguage, values: MailValues<Kind>): RenderedMail {
    const render = MAIL_TEMPLATES[kind] as (site: MailSite, language: MailLanguage, values: MailValues<Kind>) => RenderedMail;
    return render(this.site, language, values);
  }
}
