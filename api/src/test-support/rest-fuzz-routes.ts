/**
 * What each REST route reads, written out from the route files for the REST fuzz: its body fields and
 * their kinds, its query parameters, who calls it, and valid values for everything but the one fuzzed.
 * The fuzz fails when the router has a route missing from here.
 */
import { randomUUID } from 'node:crypto';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { fresh } from './fuzz-fixtures.js';
import type { RestKind } from './fuzz-values.js';

export interface RouteSpec {
  /** The shopper's own routes are fuzzed as the shopper too (and as the Super Admin, who is refused). */
  shopper?: boolean;
  /** Valid path parameters, for fuzzing the rest of the request. */
  params?: Record<string, string | number>;
  body?: {
    valid: () => Record<string, unknown>;
    fields: Record<string, RestKind>;
    /** Creating needs an image: the fields are fuzzed in a multipart form with a PNG too. */
    multipart?: boolean;
  };
  /** Query parameters the route reads. */
  query?: string[];
  /** Takes a multipart form with an image. */
  image?: boolean;
  /** Fields the service knows by another name than the route (errors name the service's field). */
  names?: Record<string, string>;
}

const email = () => `fuzz-${fresh()}@shop.test`;
const ITEM_FIELDS: Record<string, RestKind> = {
  name: 'text',
  category_id: 'int',
  price: 'money',
  old_price: 'optionalMoney',
  oldPrice: 'optionalMoney',
  rarity: 'enum',
  type: 'enum',
  stock: 'int',
  delivery_method: 'enum',
  delivery_instructions: 'text',
};
/** The fields of a cart line in `lines`, fuzzed one by one inside an otherwise valid line. */
export const CART_LINE_FIELDS: Record<string, RestKind> = { item_id: 'int', package_id: 'int', account_id: 'text', quantity: 'int', gamepass: 'text', seen_unit_price: 'money' };

const LISTING_FIELDS: Record<string, RestKind> = { robux: 'int', rate: 'money', acc_type: 'text', guarantee_days: 'int', notes: 'text' };
const LISTING_NAMES = { acc_type: 'accountType', guarantee_days: 'guaranteeDays' };

/** A cart line REST clients send, valid. */
export const validCartLine = (fx: FuzzFixtures) => ({ item_id: fx.itemId, quantity: 1 });

export function restRouteSpecs(fx: FuzzFixtures): Record<string, RouteSpec> {
  const lines = () => [validCartLine(fx)];
  return {
    'GET /api/categories': { query: ['search'] },
    'GET /api/categories/:id': {},
    'POST /api/categories': {
      image: true,
      body: { valid: () => ({ name: `Fuzz game ${fresh()}`, coming_soon: 'false' }), fields: { name: 'text', coming_soon: 'bool' }, multipart: true },
    },
    'PUT /api/categories/:id': {
      image: true,
      params: { id: fx.categoryId },
      names: { image: 'imageUrl' },
      body: { valid: () => ({}), fields: { name: 'text', coming_soon: 'bool', image: 'text', image_url: 'text' } },
    },
    'DELETE /api/categories/:id': {},
    'GET /api/items': { query: ['category_id', 'rarity', 'min_price', 'max_price', 'type', 'search', 'sort'], names: { rarity: 'rarities' } },
    'PUT /api/items/adjust-prices': {
      body: { valid: () => ({ percentage: '0' }), fields: { percentage: 'percentage', category_id: 'int', categoryId: 'int' } },
    },
    'GET /api/items/:id': {},
    'POST /api/items': {
      image: true,
      body: { valid: () => ({ name: `Fuzz item ${fresh()}`, category_id: String(fx.categoryId), price: '10.00' }), fields: ITEM_FIELDS, multipart: true },
    },
    'PUT /api/items/:id': {
      image: true,
      params: { id: fx.itemId },
      body: { valid: () => ({}), fields: { ...ITEM_FIELDS, image_url: 'text', version: 'int' } },
    },
    'DELETE /api/items/:id': {},
    'GET /api/topuprobux': {},
    'GET /api/topuprobux/:id': {},
    'POST /api/topuprobux': {
      image: true,
      body: { valid: () => ({ amount: String(1_000 + Math.floor(Math.random() * 9_000_000)), price: '10.00' }), fields: { amount: 'int', price: 'money' }, multipart: true },
    },
    'PUT /api/topuprobux/:id': {
      image: true,
      params: { id: fx.packageId },
      body: { valid: () => ({}), fields: { amount: 'int', price: 'money', image_url: 'text' } },
    },
    'DELETE /api/topuprobux/:id': {},
    'GET /api/robux-accounts': { query: ['rate', 'sort', 'page', 'page_size'] },
    'GET /api/robux-accounts/export.xlsx': { query: ['rate', 'sort'] },
    'GET /api/robux-accounts/export.pdf': { query: ['rate', 'sort'] },
    'GET /api/robux-accounts/:id': { params: { id: fx.robuxAccountId } },
    'GET /api/admin/robux-accounts': { query: ['status', 'search', 'offset', 'limit'] },
    'POST /api/admin/robux-accounts': {
      names: LISTING_NAMES,
      body: { valid: () => ({ robux: 1000, rate: '100', acc_type: 'Fuzz type' }), fields: LISTING_FIELDS },
    },
    'POST /api/admin/robux-accounts/import': {},
    'PUT /api/admin/robux-accounts/:id': { params: { id: fx.robuxAccountId }, names: LISTING_NAMES, body: { valid: () => ({}), fields: LISTING_FIELDS } },
    'DELETE /api/admin/robux-accounts/:id': {},
    'POST /api/admin/robux-accounts/:id/reveal-login': { params: { id: fx.robuxAccountId } },
    'POST /api/uploads': { image: true },
    'POST /api/orders/preview': { shopper: true, body: { valid: () => ({ lines: lines() }), fields: { lines: 'lines' } } },
    'POST /api/orders/check-username': { shopper: true, body: { valid: () => ({ username: 'Builder_Bob' }), fields: { username: 'text' } } },
    'POST /api/orders': {
      shopper: true,
      body: {
        valid: () => ({ lines: lines(), roblox_username: 'Builder_Bob', idempotency_key: randomUUID() }),
        fields: { lines: 'lines', roblox_username: 'text', idempotency_key: 'uuid', expected_total: 'money' },
      },
    },
    'GET /api/orders': { shopper: true, query: ['offset', 'limit'] },
    'GET /api/orders/:number': { shopper: true },
    'POST /api/orders/:number/cancel': { shopper: true },
    'POST /api/orders/:number/slip': { shopper: true, image: true },
    'POST /api/orders/:number/pay-with-wallet': { shopper: true },
    'GET /api/wallet': { shopper: true, query: ['offset', 'limit'] },
    'POST /api/wallet/topups': { shopper: true, body: { valid: () => ({ amount: 100 }), fields: { amount: 'int' } } },
    'GET /api/wallet/topups/:id': { shopper: true, params: { id: fx.shopperTopupId } },
    'POST /api/wallet/topups/:id/slip': { shopper: true, image: true, params: { id: fx.shopperTopupId } },
    'GET /api/support/hours': {},
    'GET /api/support/unread': { shopper: true },
    'GET /api/support/conversations': { shopper: true },
    'POST /api/support/conversations': {
      shopper: true,
      names: { order_number: 'orderNumber' },
      body: { valid: () => ({ order_number: fx.shopperOrderNumber, reason: 'OTHER' }), fields: { order_number: 'text', reason: 'enum' } },
    },
    'GET /api/support/conversations/:id/messages': { shopper: true, params: { id: fx.supportConversationId } },
    'POST /api/support/conversations/:id/messages': {
      shopper: true,
      image: true,
      params: { id: fx.supportConversationId },
      body: { valid: () => ({ body: 'Fuzz question' }), fields: { body: 'text' } },
    },
    'POST /api/support/conversations/:id/read': { shopper: true, params: { id: fx.supportConversationId } },
    'GET /api/support/messages/:id/image': { shopper: true },
    'GET /api/admin/support/conversations': { query: ['status', 'offset', 'limit'] },
    'GET /api/admin/support/counts': {},
    'GET /api/admin/support/settings': {},
    'PUT /api/admin/support/settings': {
      names: { reply_mail_minutes: 'replyMailMinutes' },
      body: { valid: () => ({ hours: null, reply_mail_minutes: 5 }), fields: { reply_mail_minutes: 'int' } },
    },
    'GET /api/admin/support/conversations/:id/messages': { params: { id: fx.supportConversationId } },
    'POST /api/admin/support/conversations/:id/messages': {
      image: true,
      params: { id: fx.supportConversationId },
      body: { valid: () => ({ body: 'Fuzz answer' }), fields: { body: 'text' } },
    },
    'POST /api/admin/support/conversations/:id/close': { params: { id: fx.supportConversationId } },
    'POST /api/admin/support/conversations/:id/reopen': { params: { id: fx.supportConversationId } },
    'POST /api/admin/support/conversations/:id/read': { params: { id: fx.supportConversationId } },
    'GET /api/admin/customers/wallets': { query: ['search', 'offset', 'limit'] },
    'POST /api/admin/customers/:id/wallet/adjust': {
      params: { id: fx.shopper.id },
      names: { idempotency_key: 'idempotencyKey' },
      body: { valid: () => ({ amount: '1.00', reason: 'Fuzz reason' }), fields: { amount: 'money', reason: 'text', idempotency_key: 'uuid' } },
    },
    'GET /api/admin/wallets/reconciliation': {},
    'GET /api/admin/topup-reviews': {},
    'POST /api/admin/topups/:id/payment/approve': { params: { id: fx.shopperTopupId } },
    'POST /api/admin/topups/:id/payment/reject': { params: { id: fx.shopperTopupId }, body: { valid: () => ({ reason: 'Fuzz reason' }), fields: { reason: 'text' } } },
    'GET /api/admin/payment-reviews': {},
    'GET /api/admin/payment-slips/:id': {},
    'POST /api/admin/orders/:number/payment/approve': {},
    'POST /api/admin/orders/:number/payment/reject': { body: { valid: () => ({ reason: 'Fuzz reason' }), fields: { reason: 'text' } } },
    'GET /api/admin/orders': { query: ['status', 'from', 'to', 'search', 'offset', 'limit'] },
    'GET /api/admin/orders/export.csv': { query: ['status', 'from', 'to', 'search'] },
    'GET /api/admin/orders/:number': {},
    // A move the order may make, so a hostile note is the only thing that can stop it.
    'POST /api/admin/orders/:number/status': {
      params: { number: fx.staffOrderNumber },
      body: { valid: () => ({ status: 'CANCELLED', note: 'Fuzz reason' }), fields: { status: 'enum', note: 'text' } },
    },
    'POST /api/admin/login': {
      body: { valid: () => ({ email: fx.superAdmin.admin.email, password: fx.superAdmin.password }), fields: { email: 'text', password: 'text' } },
    },
    'GET /api/admin/me': {},
    'GET /api/admin/all': {},
    'POST /api/admin/register': {
      body: { valid: () => ({ name: 'Fuzz Admin', email: email(), password: 'fuzz-password-1', role: 'Admin' }), fields: { name: 'text', email: 'text', password: 'text', role: 'enum' } },
    },
    'PUT /api/admin/update/:id': {
      params: { id: fx.targetAdmin.admin.id },
      body: { valid: () => ({}), fields: { name: 'text', role: 'enum', password: 'text' } },
    },
    'DELETE /api/admin/delete/:id': {},
    'POST /api/auth/google-login': { body: { valid: () => ({ token: 'not-a-jwt' }), fields: { token: 'text' } } },
    'POST /api/auth/register': {
      body: {
        valid: () => ({ username: `fuzz${fresh()}`, email: email(), password: 'fuzz-password-1', language: 'en' }),
        fields: { username: 'text', email: 'text', password: 'text', language: 'enum' },
      },
    },
    // The route takes the account from identifier, else username, else email; the service calls it identifier.
    'POST /api/auth/login': {
      names: { username: 'identifier', email: 'identifier' },
      body: { valid: () => ({ password: 'fuzz-password-1' }), fields: { identifier: 'text', username: 'text', email: 'text', password: 'text' } },
    },
    'GET /api/auth/me': { shopper: true },
    'PUT /api/auth/me/mail-settings': {
      shopper: true,
      names: { order_update_mails: 'orderUpdateMails' },
      body: { valid: () => ({ language: 'en', order_update_mails: false }), fields: { language: 'enum', order_update_mails: 'bool' } },
    },
    'POST /api/auth/password-reset/request': { body: { valid: () => ({ email: email(), language: 'en' }), fields: { email: 'text', language: 'enum' } } },
    'POST /api/auth/password-reset/confirm': {
      body: { valid: () => ({ token: fx.resetToken, password: 'fuzz-password-1' }), fields: { token: 'text', password: 'text' } },
    },
    'POST /api/auth/confirm-email': { body: { valid: () => ({ token: fx.confirmationToken }), fields: { token: 'text' } } },
    'POST /api/auth/confirm-email/resend': { body: { valid: () => ({ email: email() }), fields: { email: 'text' } } },
    'POST /api/admin/password-reset/request': { body: { valid: () => ({ email: email(), language: 'th' }), fields: { email: 'text', language: 'enum' } } },
    'GET /api/admin/mail': { query: ['status', 'search', 'offset', 'limit'] },
    'GET /api/admin/mail/:id': { params: { id: fx.mailId } },
    'GET /api/transactions/export.csv': { query: ['from', 'to', 'type', 'status', 'search'] },
    'GET /api/shop/status': {},
    'GET /api/shop/social-links': {},
    'PUT /api/shop/social-links': {
      body: {
        valid: () => ({ facebook: 'https://www.facebook.com/fuzzshop', line: 'https://lin.ee/fuzz' }),
        fields: { facebook: 'text', line: 'text', youtube: 'text', tiktok: 'text', discord: 'text', instagram: 'text', x: 'text' },
      },
    },
    'GET /api/shop/creators': {},
    'PUT /api/shop/creators': { body: { valid: () => ({ creators: [{ name: `Fuzz creator ${fresh()}`, link: 'https://fuzz.example/' }] }), fields: { creators: 'text' } } },
  };
}
