import { type RequestHandler, Router } from 'express';
import { bodyOf, pathId, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { orderJson, staffOrderJson } from '../orders/order-json.js';
import { receivingAccountJson } from './receiving-account.js';

/** POST /api/orders/:number/slip (multipart field `slip`): the shopper's transfer slip for an order awaiting payment. */
export function paymentSlipRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  router.post('/:number/slip', imageForm, async (req, res) => {
    res.json(orderJson(await servicesOf(res).paymentSlips.submit(req.params.number, uploadedImage(req))));
  });
  return router;
}

/** Staff: the review queue, a slip's picture, and approving or rejecting an order's payment. */
export function adminPaymentRoutes(): Router {
  const router = Router();
  const canManageOrders = requirePermission(Permission.MANAGE_ORDERS);

  router.get('/payment-reviews', canManageOrders, async (_req, res) => {
    const reviews = await servicesOf(res).paymentSlips.queue();
    res.json({
      reviews: reviews.map(({ order, slip }) => ({
        order: staffOrderJson(order),
        receiving_account: receivingAccountJson(order.payment!),
        slip: { id: slip.id, sending_bank: slip.sendingBank, trans_ref: slip.transRef, verification: slip.verification, submitted_at: slip.submittedAt.toISOString(), image_url: `/api/admin/payment-slips/${slip.id}` },
      })),
    });
  });

  router.get('/payment-slips/:id', canManageOrders, async (req, res) => {
    const { image, contentType } = await servicesOf(res).paymentSlips.slipImage(pathId(req));
    // A slip shows names and account numbers: never kept by shared caches.
    res.set({ 'Content-Type': contentType, 'Cache-Control': 'private, no-store' }).send(image);
  });

  router.post('/orders/:number/payment/approve', canManageOrders, async (req, res) => {
    res.json(staffOrderJson(await servicesOf(res).paymentSlips.approve(req.params.number)));
  });

  router.post('/orders/:number/payment/reject', canManageOrders, async (req, res) => {
    res.json(staffOrderJson(await servicesOf(res).paymentSlips.reject(req.params.number, bodyOf(req).reason)));
  });

  return router;
}
