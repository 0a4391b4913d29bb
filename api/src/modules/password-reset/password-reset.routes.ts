import { type RequestHandler, Router } from 'express';
import { bodyOf } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { ResetAccount } from './password-reset.entity.js';
import { RESET_LINK_MINUTES } from './password-reset.service.js';

/** The one answer to every accepted request, whether or not an account uses the address. */
export const RESET_REQUESTED = `If an account uses this e-mail, we have sent it a link to set a new password. The link works for ${RESET_LINK_MINUTES} minutes.`;

const requestFor =
  (account: ResetAccount): RequestHandler =>
  async (req, res) => {
    const { email, language } = bodyOf(req);
    await servicesOf(res).passwordResets.request(account, { email, language }, servicesOf(res).caller.ip);
    res.status(202).json({ success: true, message: RESET_REQUESTED, link_minutes: RESET_LINK_MINUTES });
  };

/** /api/auth/password-reset: a shopper asks for a link; anyone holding a link (shopper or staff) sets a new password. */
export function passwordResetRoutes(): Router {
  const router = Router();

  router.post('/request', requestFor(ResetAccount.CUSTOMER));

  router.post('/confirm', async (req, res) => {
    const { token, password } = bodyOf(req);
    const account = await servicesOf(res).passwordResets.confirm({ token, password });
    res.json({ success: true, account });
  });

  return router;
}

/** /api/admin/password-reset: a member of staff asks for a link from the dashboard's login page. */
export function staffPasswordResetRoutes(): Router {
  const router = Router();
  router.post('/request', requestFor(ResetAccount.STAFF));
  return router;
}
