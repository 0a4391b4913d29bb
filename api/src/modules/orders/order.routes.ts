import { type Request, Router } from 'express';
import { bodyOf, queryText } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { bangkokDateOf } from '../transactions/bangkok-time.js';
import { sendCsvDownload } from '../../rest/csv-download.js';
import { mapBatches } from '../common/batches.js';
import { ORDER_CSV_HEADER, orderCsvRow, orderJson, staffOrderJson } from './order-json.js';
import type { CheckoutPreview } from './order.types.js';

/** Cart lines as REST clients send them (item_id / package_id / account_id, snake_case). */
function linesOf(body: Record<string, unknown>): unknown {
  if (!Array.isArray(body.lines)) return body.lines;
  return body.lines.map((line: Record<string, unknown> | null) =>
    line && typeof line === 'object'
      ? { itemId: line.item_id, packageId: line.package_id, accountId: line.account_id, quantity: line.quantity, gamepass: line.gamepass, seenUnitPrice: line.seen_unit_price }
      : line,
  );
}

/** Drops keys whose value is undefined, so "not sent" and "left out" read alike to validation. */
const defined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

function pageOf(req: Request) {
  const number = (name: string) => (queryText(req, name) === undefined ? undefined : Number(queryText(req, name)));
  return defined({ offset: number('offset'), limit: number('limit') });
}

/** /api/orders: the signed-in shopper's checkout and orders. */
export function orderRoutes(): Router {
  const router = Router();

  router.post('/preview', async (req, res) => {
    res.json(await servicesOf(res).orders.preview({ lines: linesOf(bodyOf(req)) }).then(previewJson));
  });

  router.post('/check-username', async (req, res) => {
    res.json(await servicesOf(res).orders.checkRobloxUsername(bodyOf(req).username));
  });

  router.post('/', async (req, res) => {
    const body = bodyOf(req);
    const { order, created } = await servicesOf(res).orders.place({
      lines: linesOf(body),
      robloxUsername: body.roblox_username,
      idempotencyKey: body.idempotency_key,
      expectedTotal: body.expected_total,
    });
    res.status(created ? 201 : 200).json(orderJson(order));
  });

  router.get('/', async (req, res) => {
    const page = await servicesOf(res).orders.mine(pageOf(req));
    res.json({ orders: page.orders.map(orderJson), total: page.total, offset: page.offset, limit: page.limit });
  });

  router.get('/:number', async (req, res) => {
    res.json(orderJson(await servicesOf(res).orders.mineByNumber(req.params.number)));
  });

  router.post('/:number/cancel', async (req, res) => {
    res.json(orderJson(await servicesOf(res).orders.cancelMine(req.params.number)));
  });

  return router;
}

function previewJson(preview: CheckoutPreview) {
  return {
    total: preview.total,
    orderable: preview.orderable,
    needs_roblox_username: preview.needsRobloxUsername,
    lines: preview.lines.map((line) => ({
      kind: line.kind,
      item_id: line.itemId,
      package_id: line.packageId,
      account_id: line.accountId,
      status: line.status,
      problem: line.problem,
      name: line.name,
      name_th: line.nameTh,
      game_name: line.gameName,
      rarity: line.rarity,
      robux_amount: line.robuxAmount,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      available: line.available,
      line_total: line.lineTotal,
      delivery_method: line.deliveryMethod,
      delivery_instructions: line.deliveryInstructions,
      account_type: line.accountType,
      guarantee_days: line.guaranteeDays,
      gamepass_price: line.gamepassPrice,
    })),
  };
}

function staffFilterOf(req: Request) {
  return defined({ status: queryText(req, 'status'), from: queryText(req, 'from'), to: queryText(req, 'to'), search: queryText(req, 'search') });
}

/** /api/admin/orders: every order, for Admins and Super Admins. */
export function adminOrderRoutes(): Router {
  const router = Router();
  const canManageOrders = requirePermission(Permission.MANAGE_ORDERS);

  router.get('/', canManageOrders, async (req, res) => {
    const page = await servicesOf(res).orders.list(staffFilterOf(req), pageOf(req));
    res.json({
      orders: page.orders.map(staffOrderJson),
      total: page.total,
      offset: page.offset,
      limit: page.limit,
      status_counts: Object.fromEntries(page.statusCounts.map(({ status, count }) => [status, count])),
    });
  });

  router.get('/export.csv', canManageOrders, async (req, res) => {
    const batches = await servicesOf(res).orders.exportRows(staffFilterOf(req));
    await sendCsvDownload(res, `orders-${bangkokDateOf(new Date())}.csv`, ORDER_CSV_HEADER, mapBatches(batches, orderCsvRow));
  });

  router.get('/:number', canManageOrders, async (req, res) => {
    res.json(staffOrderJson(await servicesOf(res).orders.byNumber(req.params.number)));
  });

  router.post('/:number/status', canManageOrders, async (req, res) => {
    const { status, note, reason } = bodyOf(req);
    res.json(staffOrderJson(await servicesOf(res).orders.setStatus(req.params.number, { status, note, reason })));
  });

  return router;
}
