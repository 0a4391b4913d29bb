import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { bodyOf, queryText, uploadedImage } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { parseInput } from '../common/validation.js';
import type { ExportFile } from './robux-account-export.js';
import { MAX_IMPORT_BYTES } from './robux-account-import.js';
import type { RobuxAccountListing, StaffRobuxAccount } from './robux-account.types.js';
import { restPageSchema } from './robux-account.validation.js';

const listingJson = (listing: RobuxAccountListing) => ({
  id: listing.id,
  robux: listing.robux,
  rate: listing.rate,
  price: listing.price,
  acc_type: listing.accountType,
  guarantee_days: listing.guaranteeDays,
  notes: listing.notes,
});

const staffListingJson = (listing: StaffRobuxAccount) => ({
  ...listingJson(listing),
  status: listing.status,
  has_login: listing.hasLogin,
  order_number: listing.orderNumber,
  created_at: listing.createdAt.toISOString(),
  updated_at: listing.updatedAt.toISOString(),
});

/** ?rate=&sort=&page=&page_size= as the service reads them (sort: rate_asc, rate_desc, price_asc, price_desc). */
function listingQueryOf(req: Request) {
  const { offset, limit } = parseInput(restPageSchema, { page: queryText(req, 'page'), pageSize: queryText(req, 'page_size') });
  return { rate: queryText(req, 'rate'), sort: queryText(req, 'sort')?.toUpperCase(), offset, limit };
}

/** A listing's fields from a snake_case body (the login's too). */
function listingBodyOf(req: Request) {
  const body = bodyOf(req);
  const login = body.login && typeof body.login === 'object' ? (body.login as Record<string, unknown>) : undefined;
  return {
    id: body.id,
    robux: body.robux,
    rate: body.rate,
    accountType: body.acc_type,
    guaranteeDays: body.guarantee_days,
    notes: body.notes,
    login: login ? { username: login.username, password: login.password, recoveryEmail: login.recovery_email, notes: login.notes } : body.login,
  };
}

function sendFile(res: Response, file: ExportFile) {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
  res.send(file.content);
}

/** /api/robux-accounts: the listings for sale, one for Detail, and the Excel and PDF downloads of a filter. */
export function robuxAccountRoutes(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const page = await servicesOf(res).robuxAccounts.page(listingQueryOf(req));
    res.json({
      items: page.items.map(listingJson),
      total: page.total,
      all_count: page.allCount,
      rate_counts: page.rateCounts,
      page: Math.floor(page.offset / page.limit) + 1,
      page_size: page.limit,
    });
  });

  router.get('/export.xlsx', async (req, res) => {
    sendFile(res, await servicesOf(res).robuxAccounts.exportFile(listingQueryOf(req), 'xlsx'));
  });

  router.get('/export.pdf', async (req, res) => {
    sendFile(res, await servicesOf(res).robuxAccounts.exportFile(listingQueryOf(req), 'pdf'));
  });

  router.get('/:id', async (req, res) => {
    res.json(listingJson(await servicesOf(res).robuxAccounts.forSale(req.params.id)));
  });

  return router;
}

/** /api/admin/robux-accounts: Manage Roblox Accounts (MANAGE_ROBUX_ACCOUNTS; revealing a login: Super Admins). */
export function adminRobuxAccountRoutes(form: RequestHandler): Router {
  const router = Router();
  const canManage = requirePermission(Permission.MANAGE_ROBUX_ACCOUNTS);
  const csvBody = express.text({ type: 'text/csv', limit: MAX_IMPORT_BYTES });

  router.get('/', canManage, async (req, res) => {
    const page = { offset: queryText(req, 'offset'), limit: queryText(req, 'limit') };
    const found = await servicesOf(res).robuxAccountAdmin.list(
      { status: queryText(req, 'status'), search: queryText(req, 'search') },
      Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined).map(([key, value]) => [key, Number(value)])),
    );
    res.json({ items: found.items.map(staffListingJson), total: found.total, offset: found.offset, limit: found.limit });
  });

  router.post('/', canManage, async (req, res) => {
    res.status(201).json(staffListingJson(await servicesOf(res).robuxAccountAdmin.create(listingBodyOf(req))));
  });

  /** A CSV file: as the body (Content-Type: text/csv) or as a multipart form's one file. */
  router.post('/import', canManage, csvBody, form, async (req, res) => {
    const csv = typeof req.body === 'string' ? req.body : uploadedImage(req)?.toString('utf8');
    res.json(await servicesOf(res).robuxAccountAdmin.importCsv(csv));
  });

  router.put('/:id', canManage, async (req, res) => {
    const { id: _ignored, ...changes } = listingBodyOf(req);
    res.json(staffListingJson(await servicesOf(res).robuxAccountAdmin.update(req.params.id, changes)));
  });

  router.delete('/:id', canManage, async (req, res) => {
    await servicesOf(res).robuxAccountAdmin.delete(req.params.id);
    res.json({ deleted: true, id: String(req.params.id).toUpperCase() });
  });

  router.post('/:id/reveal-login', requirePermission(Permission.REVEAL_ACCOUNT_LOGINS), async (req, res) => {
    const login = await servicesOf(res).robuxAccountAdmin.revealLogin(req.params.id);
    res.json({ username: login.username, password: login.password, recovery_email: login.recoveryEmail, notes: login.notes });
  });

  return router;
}
