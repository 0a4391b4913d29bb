import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { listenForNotifications, type NotificationListener } from '../../database/notification-listener.js';
import type { MailTransport } from './mail-transport.js';
import { SECRET_MARK } from './templates/mail-layout.js';

export interface MailRetryPolicy {
  /** How long to wait before the 2nd, 3rd… try; after the try past the last delay fails, the mail is given up as FAILED. */
  retryDelaysMs: readonly number[];
}

const MINUTE = 60_000;
/** Six tries over about eight and a half hours: a mail server's restart or a short outage costs one retry. */
export const DEFAULT_RETRY_POLICY: MailRetryPolicy = { retryDelaysMs: [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE] };

const BATCH = 20;
/** A claimed mail is left alone this long by every other sweep; a sender that died meanwhile is retried after it. */
const CLAIM_MINUTES = 10;
const MAX_ERROR_LENGTH = 1000;

interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  secret: string | null;
  attempts: number;
}

export interface DeliveryCounts {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the mails that are due. Each is first claimed (its try counted, its next try moved past the claim)
 * in one statement with SKIP LOCKED, so every app instance can sweep at once without two sending the same
 * mail, and no transaction stays open while a mail server answers. A mail whose sender dies after the claim
 * is tried again when the claim runs out: delivery is at least once.
 */
export async function deliverDueMails(em: EntityManager, transport: MailTransport, policy: MailRetryPolicy, shouldStop = () => false): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await em.execute<ClaimedMail[]>(
      `update mail_message set attempts = attempts + 1, next_attempt_at = now() + make_interval(mins => ?)
       where id in (select id from mail_message where status = 'PENDING' and next_attempt_at <= now() order by next_attempt_at limit ? for update skip locked)
       returning id, recipient, subject, text, html, secret, attempts`,
      [CLAIM_MINUTES, BATCH],
    );
    const sent: number[] = [];
    for (const mail of claimed) {
      const outcome = await deliver(em, transport, policy, mail);
      counts[outcome]++;
      if (outcome === 'sent') sent.push(mail.id);
    }
    // One statement marks the batch sent; if the sender dies before it, those mails go again when their claim runs out.
    if (sent.length) await em.execute(`update mail_message set status = 'SENT', sent_at = now(), secret = null where id in (?)`, [sent]);
    if (claimed.length < BATCH || shouldStop()) return counts;
  }
}

async function deliver(em: EntityManager, transport: MailTransport, policy: MailRetryPolicy, mail: ClaimedMail): Promise<keyof DeliveryCounts> {
  const withSecret = (content: string) => (mail.secret === null ? content : content.replaceAll(SECRET_MARK, () => mail.secret!));
  try {
    await transport.send({ id: mail.id, to: mail.recipient, subject: mail.subject, text: withSecret(mail.text), html: withSecret(mail.html) });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const delay = policy.retryDelaysMs[mail.attempts - 1];
    if (delay === undefined) {
      await em.execute(`update mail_message set status = 'FAILED', secret = null, last_error = ? where id = ?`, [reason, mail.id]);
      return 'failed';
    }
    await em.execute(`update mail_message set next_attempt_at = now() + make_interval(secs => ?), last_error = ? where id = ?`, [delay / 1000, reason, mail.id]);
    return 'retrying';
  }
  return 'sent';
}

export interface MailSender {
  /** Sweeps now (a mail was queued): at once, or right after the sweep under way. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Sweeps every `intervalMs` (and at once) until stopped, like the order expiry, and whenever woken; a failed
 * sweep (the database away) is logged and tried again next time. Stopping waits for the mail being sent.
 */
export function startMailSender(
  orm: MikroORM,
  transport: MailTransport,
  { intervalMs, policy = DEFAULT_RETRY_POLICY }: { intervalMs: number; policy?: MailRetryPolicy },
  log: (message: string) => void,
): MailSender {
  let stopping = false;
  let running: Promise<unknown> | undefined;
  let sweepAgain = false;
  const sweep = () => {
    if (stopping) return;
    if (running) {
      sweepAgain = true;
      return;
    }
    running = deliverDueMails(orm.em.fork(), transport, policy, () => stopping)
      .then(({ sent, retrying, failed }) => {
        if (retrying) log(`[mail] ${retrying} mail(s) could not be sent and will be tried again.`);
        if (failed) log(`[mail] gave up on ${failed} mail(s) after ${policy.retryDelaysMs.length + 1} tries; see Mail Log in the dashboard.`);
        return sent;
      })
      .catch((error: Error) => log(`[mail] sending sweep failed: ${error.message}`))
      .finally(() => {
        running = undefined;
        if (!sweepAgain) return;
        sweepAgain = false;
        sweep();
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    wake: sweep,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/** NOTIFYed by a trigger on mail_message whenever mails are queued (see the order-mails migration). */
const MAIL_QUEUED_CHANNEL = 'mail_queued';

/** Wakes `sender` when any instance queues a mail, and after every reconnection (a notification may have been missed). */
export function wakeWhenMailIsQueued(databaseUrl: string, sender: MailSender, log: (message: string) => void): Promise<NotificationListener> {
  return listenForNotifications(databaseUrl, { [MAIL_QUEUED_CHANNEL]: () => sender.wake() }, { onGap: () => sender.wake(), log });
}
