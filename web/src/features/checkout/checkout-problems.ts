import { apiErrorOf } from '../../lib/api-error';
import { fill } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import type { CheckoutMessages } from './checkout-messages';

/** What went wrong with one cart line, shown beside it. */
export interface LineProblems {
  quantity?: string;
  gamepass?: string;
  product?: string;
}

/** A failed placement, sorted into the places the page shows it and what the page should do about it. */
export interface PlacementProblems {
  username?: string;
  /** By cart line key. */
  lines: Record<string, LineProblems>;
  form?: string;
  /** Prices or stock moved: ask the server for the cart again. */
  refreshPreview?: boolean;
  /** The key is spent on another cart: the next attempt needs a new one. */
  restartCheckout?: boolean;
  showOrdersLink?: boolean;
  signInAgain?: boolean;
}

const LINE_FIELD = /^lines\.(\d+)(?:\.(\w+))?$/;

/** What a placeOrder request sent: the cart line keys in the order of its lines, and the username. */
export interface SentOrder {
  lineKeys: string[];
  robloxUsername: string;
}

/**
 * Where each complaint of a failed placeOrder goes. The API's `lines.N.field` lands on the line that was
 * sent N-th, by its key, so it stays with that line even if the cart changes afterwards.
 */
export function placementProblems(error: unknown, sent: SentOrder, t: CheckoutMessages): PlacementProblems {
  const apiError = apiErrorOf(error);
  if (!apiError) return { lines: {}, form: t.networkError };
  // A refusal this page has no words for: the API's own (English) words on an English page, general ones otherwise.
  const otherRefusal = (message: string) => (message ? fill(t.otherRefusal, { message }) : t.unexpectedError);
  const problems: PlacementProblems = { lines: {} };
  const unplaced: string[] = [];
  let accountSold = false;

  for (const { field, message, reason } of apiError.fields) {
    if (field === 'robloxUsername') {
      problems.username = reason === 'NOT_FOUND' ? fill(t.userNotFound, { name: sent.robloxUsername }) : reason === 'REQUIRED' ? t.usernameRequired : t.usernameShape;
      continue;
    }
    if (field === 'idempotencyKey') {
      problems.restartCheckout = true;
      continue;
    }
    const match = LINE_FIELD.exec(field);
    const key = match ? sent.lineKeys[Number(match[1])] : undefined;
    if (!key) {
      unplaced.push(message);
      continue;
    }
    const line = (problems.lines[key] ??= {});
    const part = match![2];
    if (part === 'gamepass') line.gamepass = reason === 'REQUIRED' ? t.gamepassRequired : t.gamepassShape;
    else if (part === 'itemId' || part === 'packageId') line.product = reason === 'COMING_SOON' ? t.problemComingSoon : t.productGone;
    else if (part === 'accountId') {
      // OUT_OF_STOCK: someone else's order holds or bought the account; anything else: it is no longer listed.
      accountSold ||= apiError.code === 'OUT_OF_STOCK';
      line.product = apiError.code === 'OUT_OF_STOCK' ? t.problemJustSold : t.productGone;
    }
    else if (part === 'quantity' && apiError.code === 'OUT_OF_STOCK') line.quantity = t.lineOutOfStock;
    else line.quantity = t.quantityShape;
  }

  switch (apiError.code) {
    case 'OUT_OF_STOCK':
      return { ...problems, form: accountSold ? t.accountJustSold : t.outOfStock, refreshPreview: true };
    case 'COMING_SOON':
      return { ...problems, form: t.comingSoon, refreshPreview: true };
    case 'PRICE_CHANGED':
      return { ...problems, form: t.pricesChanged, refreshPreview: true };
    case 'CONFLICT':
      return { ...problems, form: t.alreadyPlaced, restartCheckout: true, showOrdersLink: true };
    case 'UNAUTHENTICATED':
      return { ...problems, form: t.signedOut, signInAgain: true };
    case 'PAYMENT_NOT_SET_UP':
      return { ...problems, form: t.paymentNotSetUp };
    case 'OPEN_PAYMENTS_LIMIT':
      return { ...problems, form: t.tooManyUnpaidOrders, showOrdersLink: true };
    case 'BAD_USER_INPUT': {
      const anyPlaced = problems.username !== undefined || Object.keys(problems.lines).length > 0;
      if (problems.restartCheckout) return { ...problems, form: t.unexpectedError };
      return { ...problems, form: unplaced.length ? otherRefusal(unplaced.join('; ')) : anyPlaced ? undefined : otherRefusal(apiError.message) };
    }
    default:
      return { ...problems, form: apiError.code === 'INTERNAL_SERVER_ERROR' ? t.unexpectedError : otherRefusal(apiError.message) };
  }
}

export interface PreviewLineView {
  status: string;
  unitPrice?: string | null;
  available?: number | null;
  problem?: string | null;
}

/** The shopper's language for a line the server flagged; the server's own text (English) only on an English page, if the status is new. */
export function previewProblemText(line: PreviewLineView, seenUnitPrice: string, t: CheckoutMessages): string | null {
  switch (line.status) {
    case 'OK':
      return null;
    case 'PRICE_CHANGED':
      return fill(t.problemPriceChanged, { seen: formatBaht(seenUnitPrice), now: formatBaht(line.unitPrice ?? '0') });
    case 'OUT_OF_STOCK':
      return line.available ? fill(t.problemOnlyLeft, { count: line.available }) : t.problemOutOfStock;
    case 'UNAVAILABLE':
      return t.problemUnavailable;
    case 'SOLD':
      return t.problemJustSold;
    case 'COMING_SOON':
      return t.problemComingSoon;
    default:
      return line.problem ? fill(t.problemOther, { problem: line.problem }) : null;
  }
}
