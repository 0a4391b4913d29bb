import { type RequestHandler, Router } from 'express';
import { bodyOf, pageQuery, pathId, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { orderJson, staffOrderJson } from '../orders/order-json.js';
import type { PaymentSlip } from './payment-slip.entity.js';
import { receivingAccountJson } from './receiving-account.js';

/** POST /api/orders/:number/slip (multipart field `slip`): the shopper's transfer slip for an order awaiting payment. */
export function paymentSlipRoutes(imageForm: RequestHandler): Router {
  const router = Router();
  router.post('/:number/slip', imageForm, async (req, res) => {
    res.json(orderJson(await servicesOf(res).paymentSlips.submit(req.params.number, uploadedImage(req))));
  });
  return router;
}

/** A slip in a review queue, with where staff fetch its picture. */
export function slipJson(slip: PaymentSlip) {
  return {
    id: slip.id,
    sending_bank: slip.sendingBank,
    trans_ref: slip.transRef,
    verification: slip.verification,
    submitted_at: slip.submittedAt.toISOString(),
    image_url: `/api/admin/payment-slips/${slip.id}`,
  };
}

/** Staff: the review queue, a slip's picture, and approving or rejecting an order's payment. */
export function adminPaymentRoutes(): Router {
  const router = Router();
  const canManageOrders = requirePermission(Permission.MANAGE_ORDERS);

  router.get('/payment-reviews', canManageOrders, async (req, res) => {
    const { reviews, total, offset, limit } = await servicesOf(res).paymentSlips.queue(pageQuery(req));
    res.json({
      reviews: reviews.map(({ order, slip }) => ({ order: staffOrderJson(order), receiving_account: receivingAccountJson(order.payment!), slip: slipJson(slip) })),
      total,
      offset,
      limit,
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
