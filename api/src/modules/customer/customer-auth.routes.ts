import { Router } from 'express';
import { bodyOf } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { confirmationLinkSentJson } from '../email-confirmation/email-confirmation.routes.js';
import type { CustomerSession } from './customer-auth.service.js';
import type { Customer } from './customer.entity.js';

/** The spec's client stores `user` (name, picture) as the customer session. */
export function customerJson(customer: Customer) {
  return { name: customer.name, email: customer.email, picture: customer.picture, username: customer.username };
}

const accountJson = (customer: Customer) => ({
  user: customerJson(customer),
  mail_settings: { language: customer.language, order_update_mails: customer.orderUpdateMails },
});

export const sessionJson = ({ token, customer }: CustomerSession) => ({ token, user: customerJson(customer) });

export function customerAuthRoutes(): Router {
  const router = Router();

  router.post('/google-login', async (req, res) => {
    res.json(sessionJson(await servicesOf(res).customers.googleLogin({ token: bodyOf(req).token })));
  });

  router.post('/register', async (req, res) => {
    const { username, email, password, language } = bodyOf(req);
    const started = await servicesOf(res).customers.register({ username, email, password, language }, servicesOf(res).caller.ip);
    res.status(202).json(confirmationLinkSentJson(started.email));
  });

  router.post('/login', async (req, res) => {
    const { identifier, username, email, password } = bodyOf(req);
    const session = await servicesOf(res).customers.login({ identifier: identifier ?? username ?? email, password }, servicesOf(res).caller.ip);
    res.json(sessionJson(session));
  });

  router.get('/me', async (_req, res) => {
    res.json(accountJson(await servicesOf(res).customers.me()));
  });

  router.put('/me/mail-settings', async (req, res) => {
    const { language, order_update_mails } = bodyOf(req);
    res.json(accountJson(await servicesOf(res).customers.updateMailSettings({ language, orderUpdateMails: order_update_mails })));
  });

  return router;
}
