/**
 * What one checkout keeps in sessionStorage (this tab, until it closes): the idempotency key, so a reload or
 * a second press sends the same key and can never place a second order, and the shopper's entries, so the
 * reloaded page sends the same cart and username the key was first used with.
 */
const KEY_NAME = 'checkoutKey';
const DRAFT_NAME = 'checkoutDraft';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface CheckoutDraft {
  robloxUsername: string;
  /** Gamepass link or id per Robux cart line (by lineKey). */
  gamepasses: Record<string, string>;
}

const EMPTY_DRAFT: CheckoutDraft = { robloxUsername: '', gamepasses: {} };

// Private windows may refuse sessionStorage; the page then keeps its key in memory, which still covers a double press.
const memory = new Map<string, string>();

function read(name: string): string | null {
  try {
    return window.sessionStorage.getItem(name);
  } catch {
    return memory.get(name) ?? null;
  }
}

function write(name: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(name);
    else window.sessionStorage.setItem(name, value);
  } catch {
    if (value === null) memory.delete(name);
    else memory.set(name, value);
  }
}

/** crypto.randomUUID exists only on https and localhost; getRandomValues works on a plain-http shop too. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This checkout's idempotency key: made on first use, then the same one until `finish` or `restart`. */
export function checkoutKey(): string {
  const kept = read(KEY_NAME);
  if (kept && UUID.test(kept)) return kept;
  const key = newUuid();
  write(KEY_NAME, key);
  return key;
}

/** The key placed an order for another cart (CONFLICT): the next press starts a new checkout. */
export function restartCheckoutKey() {
  write(KEY_NAME, null);
}

/** The order is placed: the next checkout gets a new key and starts empty. */
export function finishCheckout() {
  write(KEY_NAME, null);
  write(DRAFT_NAME, null);
}

const isDraft = (value: unknown): value is CheckoutDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CheckoutDraft).robloxUsername === 'string' &&
  typeof (value as CheckoutDraft).gamepasses === 'object' &&
  (value as CheckoutDraft).gamepasses !== null &&
  Object.values((value as CheckoutDraft).gamepasses).every((entry) => typeof entry === 'string');

export function readCheckoutDraft(): CheckoutDraft {
  try {
    const value: unknown = JSON.parse(read(DRAFT_NAME) ?? 'null');
    return isDraft(value) ? value : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeCheckoutDraft(draft: CheckoutDraft) {
  write(DRAFT_NAME, JSON.stringify(draft));
}
