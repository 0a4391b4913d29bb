import { type RequestHandler, Router } from 'express';
import { bodyOf, pageQuery, pathId, queryText, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { orderJson } from '../orders/order-json.js';
import { slipJson } from '../payments/payment-slip.routes.js';
import { receivingAccountJson } from '../payments/receiving-account.js';
import { topupJson, walletJson } from './wallet-views.js';

/** /api/wallet: the signed-in gamer's wallet and top-ups. */
export function walletRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(walletJson(await servicesOf(res).wallet.mine(pageQuery(req))));
  });
  router.post('/topups', async (req, res) => {
    res.status(201).json(topupJson(await servicesOf(res).topups.start({ amount: bodyOf(req).amount })));
  });
  router.get('/topups/:id', async (req, res) => {
    res.json(topupJson(await servicesOf(res).topups.mine(pathId(req))));
  });
  router.post('/topups/:id/slip', imageForm, async (req, res) => {
    res.json(topupJson(await servicesOf(res).topups.submitSlip(pathId(req), uploadedImage(req))));
  });
  return router;
}

/** POST /api/orders/:number/pay-with-wallet */
export function payWithWalletRoutes(): Router {
  const router = Router();
  router.post('/:number/pay-with-wallet', async (req, res) => {
    res.json(orderJson(await servicesOf(res).wallet.payOrder(req.params.number)));
  });
  return router;
}

/** Staff: customers' wallets, adjustments, reconciliation, and the top-up review queue. */
export function adminWalletRoutes(): Router {
  const router = Router();
  const canViewCustomers = requirePermission(Permission.VIEW_CUSTOMERS);
  const canManageWallets = requirePermission(Permission.MANAGE_WALLETS);
  const canManageOrders = requirePermission(Permission.MANAGE_ORDERS);

  router.get('/customers/wallets', canViewCustomers, async (req, res) => {
    const page = await servicesOf(res).customerWallets.list({ search: queryText(req, 'search') }, pageQuery(req));
    res.json({
      customers: page.customers.map((row) => ({
        customer: { id: row.customer.id, name: row.customer.name, email: row.customer.email },
        orders_count: row.ordersCount,
        total_credited: row.totalCredited,
        balance: row.balance,
      })),
      total: page.total,
      offset: page.offset,
      limit: page.limit,
    });
  });

  router.post('/customers/:id/wallet/adjust', canManageWallets, async (req, res) => {
    const body = bodyOf(req);
    const wallet = await servicesOf(res).customerWallets.adjust({ customerId: pathId(req), amount: body.amount, reason: body.reason, idempotencyKey: body.idempotency_key });
    res.json({ customer_id: wallet.customer.id, balance: wallet.balance, total_credited: wallet.totalCredited });
  });

  router.get('/wallets/reconciliation', canManageWallets, async (_req, res) => {
    const check = await servicesOf(res).customerWallets.reconcile();
    res.json({ ok: check.ok, wallets: check.wallets, mismatched_wallets: check.mismatchedWallets, unbalanced_transfers: check.unbalancedTransfers, wallets_total: check.walletsTotal });
  });

  router.get('/topup-reviews', canManageOrders, async (req, res) => {
    const { reviews, total, offset, limit } = await servicesOf(res).topups.queue(pageQuery(req));
    res.json({
      reviews: reviews.map(({ topup, slip }) => ({
        topup: topupJson(topup),
        customer: { id: topup.customer.id, name: topup.customer.name, email: topup.customer.email },
        receiving_account: receivingAccountJson(topup.payment!),
        slip: slipJson(slip),
      })),
      total,
      offset,
      limit,
    });
  });

  router.post('/topups/:id/payment/approve', canManageOrders, async (req, res) => {
    res.json(topupJson(await servicesOf(res).topups.approve(pathId(req))));
  });

  router.post('/topups/:id/payment/reject', canManageOrders, async (req, res) => {
    res.json(topupJson(await servicesOf(res).topups.reject(pathId(req), bodyOf(req).reason)));
  });

  return router;
}
