import { Router } from 'express';
import { bodyOf } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { sessionJson } from '../customer/customer-auth.routes.js';
import { CONFIRMATION_LINK_HOURS } from './email-confirmation-links.js';

/** The one answer to a sign-up, and to a request for a new link, whatever the address's case. */
export const confirmationLinkSentJson = (email: string) => ({
  success: true,
  message: `Check ${email}: we have sent a link to confirm it and finish signing up. The link works for ${CONFIRMATION_LINK_HOURS} hours.`,
  email,
  link_hours: CONFIRMATION_LINK_HOURS,
});

/** /api/auth/confirm-email: the mailed link confirms the address and signs in; a new link can be asked for. */
export function emailConfirmationRoutes(): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    res.json(sessionJson(await servicesOf(res).emailConfirmations.confirm({ token: bodyOf(req).token })));
  });

  router.post('/resend', async (req, res) => {
    const { email } = await servicesOf(res).emailConfirmations.resend({ email: bodyOf(req).email }, servicesOf(res).caller.ip);
    res.status(202).json(confirmationLinkSentJson(email));
  });

  return router;
}
