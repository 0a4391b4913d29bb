import type { EntityManager } from '@mikro-orm/postgresql';
import { multiplyAmount, sumAmounts } from '../common/money.js';
import type { Rarity } from '../item/item.enums.js';
import { DeliveryMethod, ROBUX_LINE_SQL } from './delivery-method.js';
import type { CartLine } from './order.validation.js';
import { type CheckoutPreview, type PreviewLine, PreviewLineStatus } from './order.types.js';

interface ItemRow {
  id: number;
  name: string;
  price: string;
  stock: number;
  rarity: Rarity;
  delivery_method: DeliveryMethod;
  delivery_instructions: string | null;
  game_name: string;
}

interface PackageRow {
  id: number;
  name: string;
  amount: number;
  price: string;
  gamepass_price: number;
}

const EMPTY_LINE = { name: null, gameName: null, rarity: null, robuxAmount: null, unitPrice: null, available: null, lineTotal: null };
const NOTHING_TO_DELIVER = { deliveryMethod: null, deliveryInstructions: null, gamepassPrice: null };

function itemLine(line: CartLine, item: ItemRow | undefined): PreviewLine {
  const ids = { itemId: line.itemId!, packageId: null, quantity: line.quantity };
  if (!item) return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This item is no longer sold' };
  const outOfStock = item.stock < line.quantity;
  const priceChanged = line.seenUnitPrice !== undefined && line.seenUnitPrice !== item.price;
  return {
    ...ids,
    name: item.name,
    gameName: item.game_name,
    rarity: item.rarity,
    robuxAmount: null,
    unitPrice: item.price,
    available: item.stock,
    lineTotal: multiplyAmount(item.price, line.quantity),
    deliveryMethod: item.delivery_method,
    deliveryInstructions: item.delivery_instructions,
    gamepassPrice: null,
    status: outOfStock ? PreviewLineStatus.OUT_OF_STOCK : priceChanged ? PreviewLineStatus.PRICE_CHANGED : PreviewLineStatus.OK,
    problem: outOfStock
      ? item.stock === 0 ? 'Out of stock' : `Only ${item.stock} left`
      : priceChanged ? `The price changed from ฿${line.seenUnitPrice} to ฿${item.price}` : null,
  };
}

function packageLine(line: CartLine, found: PackageRow | undefined): PreviewLine {
  const ids = { itemId: null, packageId: line.packageId!, quantity: line.quantity };
  if (!found) return { ...ids, ...EMPTY_LINE, ...NOTHING_TO_DELIVER, status: PreviewLineStatus.UNAVAILABLE, problem: 'This Robux package is no longer sold' };
  const priceChanged = line.seenUnitPrice !== undefined && line.seenUnitPrice !== found.price;
  return {
    ...ids,
    name: found.name,
    gameName: null,
    rarity: null,
    robuxAmount: found.amount,
    unitPrice: found.price,
    available: null,
    lineTotal: multiplyAmount(found.price, line.quantity),
    deliveryMethod: DeliveryMethod.GAMEPASS,
    deliveryInstructions: null,
    gamepassPrice: found.gamepass_price,
    status: priceChanged ? PreviewLineStatus.PRICE_CHANGED : PreviewLineStatus.OK,
    problem: priceChanged ? `The price changed from ฿${line.seenUnitPrice} to ฿${found.price}` : null,
  };
}

/** The cart as the shop would sell it now: current prices, stock and delivery, line by line. Two statements. */
export async function previewCheckout(em: EntityManager, lines: CartLine[]): Promise<CheckoutPreview> {
  const itemIds = lines.flatMap((line) => (line.itemId === undefined ? [] : [line.itemId]));
  const packageLines = lines.flatMap((line) => (line.packageId === undefined ? [] : [{ package_id: line.packageId, quantity: line.quantity }]));
  const [items, packages] = await Promise.all([
    itemIds.length
      ? em.execute<ItemRow[]>(
          `select i.id, i.name, i.price::text as price, i.stock, i.rarity, i.delivery_method, i.delivery_instructions, c.name as game_name
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
  ]);
  const itemById = new Map(items.map((row) => [row.id, row]));
  const packageById = new Map(packages.map((row) => [row.id, row]));
  const previewed = lines.map((line) => (line.itemId !== undefined ? itemLine(line, itemById.get(line.itemId)) : packageLine(line, packageById.get(line.packageId!))));
  const sellable = previewed.filter((line) => line.status === PreviewLineStatus.OK || line.status === PreviewLineStatus.PRICE_CHANGED);
  return {
    lines: previewed,
    total: sumAmounts(sellable.map((line) => line.lineTotal!)),
    orderable: previewed.every((line) => line.status === PreviewLineStatus.OK),
  };
}
