import type { EntityManager } from '@mikro-orm/postgresql';
import { multiplyAmount, sumAmounts } from '../common/money.js';
import type { Rarity } from '../item/item.enums.js';
import { FOR_SALE_SQL } from '../robux-account/robux-account-sql.js';
import { RobuxAccountStatus } from '../robux-account/robux-account-status.js';
import { ACCOUNT_LINE_SQL, DeliveryMethod, ROBUX_LINE_SQL } from './delivery-method.js';
import { comingSoonProblem } from './coming-soon.js';
import { LineKind } from './line-kind.js';
import { type CartLine, needsRobloxUsername } from './order.validation.js';
import { type CheckoutPreview, type PreviewLine, PreviewLineStatus } from './order.types.js';

interface ItemRow {
  id: number;
  name: string;
  name_th: string | null;
  price: string;
  stock: number;
  rarity: Rarity;
  delivery_method: DeliveryMethod;
  delivery_instructions: string | null;
  game_name: string;
  coming_soon: boolean;
}

interface PackageRow {
  id: number;
  name: string;
  amount: number;
  price: string;
  gamepass_price: number;
}

interface AccountRow {
  public_id: string;
  name: string;
  robux: number;
  price: string;
  status: RobuxAccountStatus;
  /** FOR_SALE_SQL, the rule the listings and the order's claim go by. */
  for_sale: boolean;
  account_type: string;
  guarantee_days: number;
}

const EMPTY_LINE = { name: null, nameTh: null, gameName: null, rarity: null, robuxAmount: null, unitPrice: null, available: null, lineTotal: null };
/** Only account lines carry an account's facts. */
const NO_ACCOUNT = { accountType: null, guaranteeDays: null };
const NOTHING_TO_DELIVER = { deliveryMethod: null, deliveryInstructions: null, ...NO_ACCOUNT, gamepassPrice: null };

function itemProblem(status: PreviewLineStatus, line: CartLine, item: ItemRow): string | null {
  switch (status) {
    case PreviewLineStatus.COMING_SOON:
      return comingSoonProblem(item.name, item.game_name);
    case PreviewLineStatus.OUT_OF_STOCK:
      return item.stock === 0 ? 'Out of stock' : `Only ${item.stock} left`;
    case PreviewLineStatus.PRICE_CHANGED:
      return `The price changed from ฿${line.seenUnitPrice} to ฿${item.price}`;
    default:
      return null;
  }
}

function itemLine(line: CartLine, item: ItemRow | undefined): PreviewLine {
  const ids = { kind: LineKind.ITEM, itemId: line.itemId!, packageId: null, accountId: null, quantity: line.quantity };
  if (!item) return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This item is no longer sold' };
  const outOfStock = item.stock < line.quantity;
  const priceChanged = line.seenUnitPrice !== undefined && line.seenUnitPrice !== item.price;
  const status = item.coming_soon
    ? PreviewLineStatus.COMING_SOON
    : outOfStock ? PreviewLineStatus.OUT_OF_STOCK : priceChanged ? PreviewLineStatus.PRICE_CHANGED : PreviewLineStatus.OK;
  return {
    ...ids,
    name: item.name,
    nameTh: item.name_th,
    gameName: item.game_name,
    rarity: item.rarity,
    robuxAmount: null,
    unitPrice: item.price,
    available: item.stock,
    lineTotal: multiplyAmount(item.price, line.quantity),
    deliveryMethod: item.delivery_method,
    deliveryInstructions: item.delivery_instructions,
    ...NO_ACCOUNT,
    gamepassPrice: null,
    status,
    problem: itemProblem(status, line, item),
  };
}

function packageLine(line: CartLine, found: PackageRow | undefined): PreviewLine {
  const ids = { kind: LineKind.ROBUX_PACKAGE, itemId: null, packageId: line.packageId!, accountId: null, quantity: line.quantity };
  if (!found) return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This Robux package is no longer sold' };
  const priceChanged = line.seenUnitPrice !== undefined && line.seenUnitPrice !== found.price;
  return {
    ...ids,
    name: found.name,
    nameTh: null,
    gameName: null,
    rarity: null,
    robuxAmount: found.amount,
    unitPrice: found.price,
    available: null,
    lineTotal: multiplyAmount(found.price, line.quantity),
    deliveryMethod: DeliveryMethod.GAMEPASS,
    deliveryInstructions: null,
    ...NO_ACCOUNT,
    gamepassPrice: found.gamepass_price,
    status: priceChanged ? PreviewLineStatus.PRICE_CHANGED : PreviewLineStatus.OK,
    problem: priceChanged ? `The price changed from ฿${line.seenUnitPrice} to ฿${found.price}` : null,
  };
}

function accountLine(line: CartLine, found: AccountRow | undefined): PreviewLine {
  const ids = { kind: LineKind.ROBUX_ACCOUNT, itemId: null, packageId: null, accountId: line.accountId!, quantity: 1 };
  if (!found) return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This Robux account is no longer listed' };
  // Not for sale while nothing holds it: it has no login to hand over yet, so it is shown as not listed.
  if (!found.for_sale && found.status === RobuxAccountStatus.AVAILABLE) {
    return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This Robux account is not for sale; pick another account' };
  }
  const sold = !found.for_sale;
  const priceChanged = line.seenUnitPrice !== undefined && line.seenUnitPrice !== found.price;
  return {
    ...ids,
    name: found.name,
    nameTh: null,
    gameName: null,
    rarity: null,
    robuxAmount: found.robux,
    unitPrice: found.price,
    available: sold ? 0 : 1,
    lineTotal: found.price,
    deliveryMethod: DeliveryMethod.ACCOUNT_LOGIN,
    deliveryInstructions: null,
    accountType: found.account_type,
    guaranteeDays: found.guarantee_days,
    gamepassPrice: null,
    status: sold ? PreviewLineStatus.SOLD : priceChanged ? PreviewLineStatus.PRICE_CHANGED : PreviewLineStatus.OK,
    problem: sold ? 'Just sold: someone else bought this account' : priceChanged ? `The price changed from ฿${line.seenUnitPrice} to ฿${found.price}` : null,
  };
}

function previewLine(line: CartLine, items: Map<number, ItemRow>, packages: Map<number, PackageRow>, accounts: Map<string, AccountRow>): PreviewLine {
  if (line.itemId !== undefined) return itemLine(line, items.get(line.itemId));
  if (line.packageId !== undefined) return packageLine(line, packages.get(line.packageId));
  return accountLine(line, accounts.get(line.accountId!));
}

/** The cart as the shop would sell it now: current prices, stock and delivery, line by line. A statement per kind of product. */
export async function previewCheckout(em: EntityManager, lines: CartLine[]): Promise<CheckoutPreview> {
  const itemIds = lines.flatMap((line) => (line.itemId === undefined ? [] : [line.itemId]));
  const packageLines = lines.flatMap((line) => (line.packageId === undefined ? [] : [{ package_id: line.packageId, quantity: line.quantity }]));
  const accountIds = lines.flatMap((line) => (line.accountId === undefined ? [] : [line.accountId]));
  const [items, packages, accounts] = await Promise.all([
    itemIds.length
      ? em.execute<ItemRow[]>(
          `select i.id, i.name, i.name_th, i.price::text as price, i.stock, i.rarity, i.delivery_method, i.delivery_instructions, c.name as game_name, c.coming_soon
             from item i join category c on c.id = i.category_id where i.id in (?)`,
          [itemIds],
        )
      : [],
    packageLines.length
      ? em.execute<PackageRow[]>(
          `select p.id, ${ROBUX_LINE_SQL.name} as name, p.amount, p.price::text as price, ${ROBUX_LINE_SQL.gamepassPrice} as gamepass_price
             from jsonb_to_recordset(?::jsonb) as w(package_id int, quantity int) join robux_package p on p.id = w.package_id`,
          [JSON.stringify(packageLines)],
        )
      : [],
    accountIds.length
      ? em.execute<AccountRow[]>(
          `select a.public_id, ${ACCOUNT_LINE_SQL.name} as name, a.robux, a.price::text as price, a.status, ${FOR_SALE_SQL} as for_sale, a.account_type, a.guarantee_days
             from robux_account a where a.public_id in (?)`,
          [accountIds],
        )
      : [],
  ]);
  const itemById = new Map(items.map((row) => [row.id, row]));
  const packageById = new Map(packages.map((row) => [row.id, row]));
  const accountById = new Map(accounts.map((row) => [row.public_id, row]));
  const previewed = lines.map((line) => previewLine(line, itemById, packageById, accountById));
  const sellable = previewed.filter((line) => line.status === PreviewLineStatus.OK || line.status === PreviewLineStatus.PRICE_CHANGED);
  return {
    lines: previewed,
    total: sumAmounts(sellable.map((line) => line.lineTotal!)),
    orderable: previewed.every((line) => line.status === PreviewLineStatus.OK),
    needsRobloxUsername: needsRobloxUsername(lines),
  };
}
