import { Router } from 'express';
import { servicesOf } from '../../rest/request-scope.js';

export function shopStatusRoutes(): Router {
  const router = Router();

  router.get('/status', async (_req, res) => {
    const { takingOrders, reasons, paymentMethods } = await servicesOf(res).shopStatus.status();
    res.json({ taking_orders: takingOrders, reasons, payment_methods: paymentMethods });
  });

  return router;
}
