import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A mail as the sender hands it over: the stored text with its secret put back in. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  /** For the start-up log: where mails go, without credentials. */
  readonly description: string;
  /** Resolves once the mail is handed over; rejects with the reason it was not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Fail a dead or stalled server within a minute, well inside the sender's claim on the mail (CLAIM_MINUTES).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** SMTP_URL, e.g. smtps://user:password@mail.example.com:465; options in its query string win over ours. */
export class SmtpMailTransport implements MailTransport {
  readonly description: string;
  private readonly mailer;

  constructor(url: string, from: string) {
    this.mailer = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }, { from });
    const { protocol, host } = new URL(url);
    this.description = `the SMTP server ${protocol}//${host}`;
  }

  async send({ to, subject, text, html }: OutgoingMail): Promise<void> {
    await this.mailer.sendMail({ to, subject, text, html });
  }

  close(): void {
    this.mailer.close();
  }
}

/**
 * With no SMTP server, each mail becomes one .eml file (the full MIME message, as it would have been sent) in
 * the outbox folder, named so that a listing sorts oldest first. Written under a temporary name and renamed, so
 * a reader never sees half a file.
 */
export class OutboxFolderTransport implements MailTransport {
  readonly description: string;
  private readonly composer;

  constructor(
    private readonly folder: string,
    from: string,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
    this.description = `files in ${folder} (SMTP_URL is not set)`;
  }

  async send({ id, to, subject, text, html }: OutgoingMail): Promise<void> {
    const { message } = await this.composer.sendMail({ to, subject, text, html });
    await mkdir(this.folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[-:.]/g, '')}-${id}.eml`;
    const temporary = path.join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, message as Buffer);
    await rename(temporary, path.join(this.folder, name));
  }

  close(): void {}
}

export function mailTransportFor({ smtpUrl, from, outboxDir }: { smtpUrl?: string; from: string; outboxDir: string }): MailTransport {
  return smtpUrl ? new SmtpMailTransport(smtpUrl, from) : new OutboxFolderTransport(outboxDir, from);
}
