import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type MimeMessage, parseMimeMessage } from './mime-message.js';

export interface ReceivedMail extends MimeMessage {
  /** RCPT TO addresses. */
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> (no TLS, no AUTH), for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with 451 (a temporary failure), as a mail server under trouble does. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refusals(): number;
  /** The first received mail to `address` (waiting up to `timeoutMs` for it). */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A mail server on a free port of 127.0.0.1 that keeps what it is sent, for tests (nothing leaves the machine). */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parseMimeMessage(raw), to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (toRefuse = count),
    refusals: () => refused,
    async mailTo(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
