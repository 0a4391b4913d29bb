import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type MailOutbox, sqlIn } from '../mail/mail-outbox.js';
import { MailKind, type MailLanguage } from '../mail/mail.enums.js';

const BATCH = 100;
const PREVIEW_LENGTH = 300;

interface ClaimedConversation {
  id: number;
  email: string;
  language: MailLanguage;
  name: string;
  order_number: string | null;
  unread: number;
  latest: string;
}

/**
 * Mails each shopper whose staff replies have stayed unread for the support settings' delay: once per batch,
 * that is once until they read the conversation (or write in it) again. The claim is one UPDATE whose
 * condition its own write makes false, so when several instances sweep at once, PostgreSQL's re-check of the
 * locked row lets exactly one of them claim it; the mails go into the outbox in the same transaction.
 * `now` is the sweep's clock (tests move it instead of waiting).
 */
export async function mailUnreadSupportReplies(em: EntityManager, outbox: MailOutbox, now: Date = new Date()): Promise<number> {
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<ClaimedConversation[]>(
      `with due as (
         select c.id from support_conversation c, support_settings s
          where s.id = 1
            and coalesce(c.reply_mailed_through, '-infinity') <= coalesce(c.customer_read_at, '-infinity')
            and exists (select 1 from support_message m
                         where m.conversation_id = c.id and m.author = 'STAFF'
                           and m.created_at > coalesce(c.customer_read_at, '-infinity')
                           and m.created_at <= ?::timestamptz - make_interval(mins => s.reply_mail_minutes))
          order by c.id limit ?
       ), claimed as (
         update support_conversation c
            set reply_mailed_through = (select max(m.created_at) from support_message m where m.conversation_id = c.id and m.author = 'STAFF')
           from due
          where c.id = due.id
            and coalesce(c.reply_mailed_through, '-infinity') <= coalesce(c.customer_read_at, '-infinity')
         returning c.id, c.customer_id, c.order_id, c.customer_read_at
       )
       select claimed.id, cu.email, cu.language, cu.name, o.number as order_number,
              (select count(*) from support_message m where m.conversation_id = claimed.id and m.author = 'STAFF'
                 and m.created_at > coalesce(claimed.customer_read_at, '-infinity'))::int as unread,
              (select left(m.body, ${PREVIEW_LENGTH}) from support_message m where m.conversation_id = claimed.id and m.author = 'STAFF'
                 order by m.id desc limit 1) as latest
         from claimed
         join customer cu on cu.id = claimed.customer_id
         left join customer_order o on o.id = claimed.order_id`,
      [now.toISOString(), BATCH],
    );
    for (const conversation of claimed) {
      await outbox.queueToCustomer(
        sqlIn(tx),
        MailKind.SUPPORT_REPLY,
        { address: conversation.email, language: conversation.language, wantsOptionalMails: true },
        { name: conversation.name, orderNumber: conversation.order_number, unread: conversation.unread, latest: conversation.latest },
      );
    }
    return claimed.length;
  });
}

export interface SupportReplyMails {
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and tried again next time. */
export function startSupportReplyMails(orm: MikroORM, outbox: MailOutbox, intervalMs: number, log: (message: string) => void): SupportReplyMails {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = mailUnreadSupportReplies(orm.em.fork(), outbox)
      .then((mailed) => mailed && log(`Mailed ${mailed} shopper(s) about unread support replies.`))
      .catch((error: Error) => log(`[support] reply mail sweep failed: ${error.message}`));
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
