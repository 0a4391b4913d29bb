import { Router } from 'express';
import { pageQuery, pathId, queryText } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import type { MailMessage } from './mail-message.entity.js';

const mailSummaryJson = (mail: MailMessage) => ({
  id: mail.id,
  to: mail.recipient,
  language: mail.language,
  kind: mail.kind,
  subject: mail.subject,
  status: mail.status,
  attempts: mail.attempts,
  next_attempt_at: mail.nextAttemptAt.toISOString(),
  last_error: mail.lastError,
  created_at: mail.createdAt.toISOString(),
  sent_at: mail.sentAt?.toISOString() ?? null,
});

/** /api/admin/mail (Super Admin): recent e-mails with their status (?status=&search=&offset=&limit=), and one with its text. */
export function adminMailRoutes(): Router {
  const router = Router();
  const canReadMail = requirePermission(Permission.VIEW_MAIL_LOG);

  router.get('/', canReadMail, async (req, res) => {
    const filter = { status: queryText(req, 'status')?.toUpperCase(), search: queryText(req, 'search') };
    const page = await servicesOf(res).mailLog.list(filter, pageQuery(req));
    res.json({ mails: page.mails.map(mailSummaryJson), total: page.total, offset: page.offset, limit: page.limit });
  });

  router.get('/:id', canReadMail, async (req, res) => {
    const mail = await servicesOf(res).mailLog.get(pathId(req));
    res.json({ ...mailSummaryJson(mail), text: mail.text });
  });

  return router;
}
