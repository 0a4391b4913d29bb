import type { EntityManager } from '@mikro-orm/postgresql';
import { MailMessage } from './mail-message.entity.js';
import type { MailKind, MailLanguage } from './mail.enums.js';
import type { MailSite, RenderedMail } from './templates/mail-layout.js';
import { MAIL_TEMPLATES, type MailValues } from './templates/mail-templates.js';

export interface MailRecipient {
  address: string;
  language: MailLanguage;
}

/**
 * Queues mails: renders the kind's template in the recipient's language and inserts it into the outbox
 * through `em`, so a mail queued in a transaction is sent only if that transaction commits. Sending is
 * the sender's work (mail-sender.ts), never the request's.
 */
export class MailOutbox {
  constructor(readonly site: MailSite) {}

  /** `secret` is the single-use part the template marks with SECRET_MARK; it is kept only until the mail is sent. */
  queue<Kind extends MailKind>(em: EntityManager, kind: Kind, to: MailRecipient, values: MailValues<Kind>, { secret }: { secret?: string } = {}): MailMessage {
    const render = MAIL_TEMPLATES[kind] as (site: MailSite, language: MailLanguage, values: MailValues<Kind>) => RenderedMail;
    const { subject, text, html } = render(this.site, to.language, values);
    return em.create(MailMessage, { recipient: to.address, language: to.language, kind, subject, text, html, secret: secret ?? null });
  }
}
