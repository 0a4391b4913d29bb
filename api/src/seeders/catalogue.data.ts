/**
 * Demo catalogue for the seeder: games, their items and the Robux packages. Pure data, no ORM code.
 * Prices are baht as two-decimal strings (never floats); `image` is the public URL path of a file under web/public.
 * Blox Fruits soldCounts are all distinct so that "most popular" ordering is deterministic.
 */
import { ItemType, Rarity } from '../modules/item/item.enums.js';

export interface SeedItem {
  name: string;
  /** The name Thai players know a fruit by; a physical fruit is "(ผลจริง)", a permanent one "ถาวร". */
  nameTh?: string;
  rarity: Rarity;
  type: ItemType;
  price: string;
  oldPrice?: string;
  soldCount: number;
  stock: number;
  image: string;
}

export interface SeedCategory {
  name: string;
  image: string;
  comingSoon?: boolean;
  items: SeedItem[];
}

export interface SeedRobuxPackage {
  amount: number;
  price: string;
  image: string;
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'Blox Fruits',
    image: '/images/games/blox-fruits.svg',
    items: [
      // Common (21)
      { name: 'Rocket (Physical)', nameTh: 'ผลจรวด (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '17.32', soldCount: 1204, stock: 320, image: '/images/items/rocket.svg' },
      { name: 'Permanent Rocket', nameTh: 'ผลจรวด ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '183.90', oldPrice: '199.00', soldCount: 418, stock: 500, image: '/images/items/rocket.svg' },
      { name: 'Spin (Physical)', nameTh: 'ผลหมุน (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '21.50', soldCount: 987, stock: 280, image: '/images/items/spin.svg' },
      { name: 'Permanent Spin', nameTh: 'ผลหมุน ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '275.90', soldCount: 233, stock: 500, image: '/images/items/spin.svg' },
      { name: 'Chop (Physical)', nameTh: 'ผลแยกร่าง (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '28.75', oldPrice: '35.00', soldCount: 871, stock: 260, image: '/images/items/chop.svg' },
      { name: 'Permanent Chop', nameTh: 'ผลแยกร่าง ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '367.50', soldCount: 164, stock: 500, image: '/images/items/chop.svg' },
      { name: 'Spring (Physical)', nameTh: 'ผลสปริง (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '39.90', soldCount: 755, stock: 240, image: '/images/items/spring.svg' },
      { name: 'Permanent Spring', nameTh: 'ผลสปริง ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '661.90', oldPrice: '720.00', soldCount: 128, stock: 500, image: '/images/items/spring.svg' },
      { name: 'Bomb (Physical)', nameTh: 'ผลระเบิด (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '45.25', soldCount: 693, stock: 210, image: '/images/items/bomb.svg' },
      { name: 'Permanent Bomb', nameTh: 'ผลระเบิด ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '809.60', soldCount: 97, stock: 500, image: '/images/items/bomb.svg' },
      { name: 'Smoke (Physical)', nameTh: 'ผลควัน (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '52.80', oldPrice: '59.00', soldCount: 812, stock: 230, image: '/images/items/smoke.svg' },
      { name: 'Permanent Smoke', nameTh: 'ผลควัน ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '919.90', soldCount: 143, stock: 500, image: '/images/items/smoke.svg' },
      { name: 'Spike (Physical)', nameTh: 'ผลหนาม (ผลจริง)', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '69.00', soldCount: 524, stock: 190, image: '/images/items/spike.svg' },
      { name: 'Permanent Spike', nameTh: 'ผลหนาม ถาวร', rarity: Rarity.Common, type: ItemType.PERMANENT_FRUIT, price: '1398.40', soldCount: 61, stock: 500, image: '/images/items/spike.svg' },
      { name: 'Fast Boats', rarity: Rarity.Common, type: ItemType.GAMEPASS, price: '1287.50', oldPrice: '1349.00', soldCount: 389, stock: 500, image: '/images/items/fast-boats.svg' },
      { name: '+1 Fruit Storage', rarity: Rarity.Common, type: ItemType.GAMEPASS, price: '1471.20', soldCount: 1536, stock: 500, image: '/images/items/fruit-storage.svg' },
      { name: 'Race Reroll', rarity: Rarity.Common, type: ItemType.OTHER, price: '89.00', soldCount: 2215, stock: 450, image: '/images/items/race-reroll.svg' },
      { name: 'Stat Refund', rarity: Rarity.Common, type: ItemType.OTHER, price: '59.00', oldPrice: '69.00', soldCount: 1642, stock: 450, image: '/images/items/stat-refund.svg' },
      { name: '1M Beli', rarity: Rarity.Common, type: ItemType.OTHER, price: '35.00', soldCount: 2874, stock: 500, image: '/images/items/beli.svg' },
      { name: '5,000 Fragments', rarity: Rarity.Common, type: ItemType.OTHER, price: '79.50', oldPrice: '99.00', soldCount: 2431, stock: 480, image: '/images/items/fragments.svg' },
      { name: 'Random Fruit', rarity: Rarity.Common, type: ItemType.OTHER, price: '25.00', soldCount: 1988, stock: 350, image: '/images/items/random-fruit.svg' },
      // Uncommon (10)
      { name: 'Flame (Physical)', nameTh: 'ผลไฟ (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '95.00', soldCount: 1417, stock: 160, image: '/images/items/flame.svg' },
      { name: 'Permanent Flame', nameTh: 'ผลไฟ ถาวร', rarity: Rarity.Uncommon, type: ItemType.PERMANENT_FRUIT, price: '2023.50', oldPrice: '2199.00', soldCount: 302, stock: 500, image: '/images/items/flame.svg' },
      { name: 'Ice (Physical)', nameTh: 'ผลน้ำแข็ง (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '129.00', soldCount: 1122, stock: 150, image: '/images/items/ice.svg' },
      { name: 'Permanent Ice', nameTh: 'ผลน้ำแข็ง ถาวร', rarity: Rarity.Uncommon, type: ItemType.PERMANENT_FRUIT, price: '2759.70', soldCount: 256, stock: 500, image: '/images/items/ice.svg' },
      { name: 'Sand (Physical)', nameTh: 'ผลทราย (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '149.00', oldPrice: '175.00', soldCount: 678, stock: 140, image: '/images/items/sand.svg' },
      { name: 'Permanent Sand', nameTh: 'ผลทราย ถาวร', rarity: Rarity.Uncommon, type: ItemType.PERMANENT_FRUIT, price: '3127.60', soldCount: 112, stock: 500, image: '/images/items/sand.svg' },
      { name: 'Dark (Physical)', nameTh: 'ผลความมืด (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '169.50', soldCount: 734, stock: 120, image: '/images/items/dark.svg' },
      { name: 'Permanent Dark', nameTh: 'ผลความมืด ถาวร', rarity: Rarity.Uncommon, type: ItemType.PERMANENT_FRUIT, price: '3495.80', oldPrice: '3799.00', soldCount: 187, stock: 500, image: '/images/items/dark.svg' },
      { name: 'Falcon (Physical)', nameTh: 'ผลเหยี่ยว (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '119.00', soldCount: 459, stock: 130, image: '/images/items/falcon.svg' },
      { name: 'Diamond (Physical)', nameTh: 'ผลเพชร (ผลจริง)', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '189.00', soldCount: 613, stock: 0, image: '/images/items/diamond.svg' },
      // Rare (10)
      { name: 'Light (Physical)', nameTh: 'ผลแสง (ผลจริง)', rarity: Rarity.Rare, type: ItemType.PHYSICAL_FRUIT, price: '404.43', oldPrice: '478.03', soldCount: 1873, stock: 95, image: '/images/items/light.svg' },
      { name: 'Permanent Light', nameTh: 'ผลแสง ถาวร', rarity: Rarity.Rare, type: ItemType.PERMANENT_FRUIT, price: '4047.90', soldCount: 346, stock: 500, image: '/images/items/light.svg' },
      { name: 'Rubber (Physical)', nameTh: 'ผลยาง (ผลจริง)', rarity: Rarity.Rare, type: ItemType.PHYSICAL_FRUIT, price: '289.00', soldCount: 1051, stock: 88, image: '/images/items/rubber.svg' },
      { name: 'Permanent Rubber', nameTh: 'ผลยาง ถาวร', rarity: Rarity.Rare, type: ItemType.PERMANENT_FRUIT, price: '4415.70', oldPrice: '4799.00', soldCount: 274, stock: 500, image: '/images/items/rubber.svg' },
      { name: 'Ghost (Physical)', nameTh: 'ผลผี (ผลจริง)', rarity: Rarity.Rare, type: ItemType.PHYSICAL_FRUIT, price: '319.00', soldCount: 567, stock: 70, image: '/images/items/ghost.svg' },
      { name: 'Permanent Ghost', nameTh: 'ผลผี ถาวร', rarity: Rarity.Rare, type: ItemType.PERMANENT_FRUIT, price: '4691.50', soldCount: 81, stock: 500, image: '/images/items/ghost.svg' },
      { name: 'Magma (Physical)', nameTh: 'ผลแมกม่า (ผลจริง)', rarity: Rarity.Rare, type: ItemType.PHYSICAL_FRUIT, price: '459.00', oldPrice: '529.00', soldCount: 1689, stock: 64, image: '/images/items/magma.svg' },
      { name: 'Permanent Magma', nameTh: 'ผลแมกม่า ถาวร', rarity: Rarity.Rare, type: ItemType.PERMANENT_FRUIT, price: '4783.60', soldCount: 392, stock: 500, image: '/images/items/magma.svg' },
      { name: '2x Money', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '1655.60', oldPrice: '1799.00', soldCount: 2588, stock: 500, image: '/images/items/2x-money.svg' },
      { name: '2x Boss Drops', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '1287.00', soldCount: 1764, stock: 500, image: '/images/items/2x-boss-drops.svg' },
      // Legendary (20)
      { name: 'Quake (Physical)', nameTh: 'ผลสั่นสะเทือน (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '520.00', soldCount: 1345, stock: 52, image: '/images/items/quake.svg' },
      { name: 'Permanent Quake', nameTh: 'ผลสั่นสะเทือน ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '5519.60', oldPrice: '5999.00', soldCount: 226, stock: 500, image: '/images/items/quake.svg' },
      { name: 'Buddha (Physical)', nameTh: 'ผลพระ (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '689.00', oldPrice: '759.00', soldCount: 4312, stock: 48, image: '/images/items/buddha.svg' },
      { name: 'Permanent Buddha', nameTh: 'ผลพระ ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '6071.80', soldCount: 1187, stock: 500, image: '/images/items/buddha.svg' },
      { name: 'Love (Physical)', nameTh: 'ผลความรัก (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '549.00', soldCount: 731, stock: 40, image: '/images/items/love.svg' },
      { name: 'Barrier (Physical)', nameTh: 'ผลบาเรีย (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '579.00', soldCount: 644, stock: 37, image: '/images/items/barrier.svg' },
      { name: 'Spider (Physical)', nameTh: 'ผลแมงมุม (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '629.00', soldCount: 598, stock: 35, image: '/images/items/spider.svg' },
      { name: 'Permanent Spider', nameTh: 'ผลแมงมุม ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '6623.50', soldCount: 139, stock: 500, image: '/images/items/spider.svg' },
      { name: 'Sound (Physical)', nameTh: 'ผลเสียง (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '659.00', oldPrice: '720.00', soldCount: 702, stock: 33, image: '/images/items/sound.svg' },
      { name: 'Phoenix (Physical)', nameTh: 'ผลนกไฟ (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '749.00', soldCount: 1298, stock: 30, image: '/images/items/phoenix.svg' },
      { name: 'Permanent Phoenix', nameTh: 'ผลนกไฟ ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '7359.70', oldPrice: '7999.00', soldCount: 419, stock: 500, image: '/images/items/phoenix.svg' },
      { name: 'Portal (Physical)', nameTh: 'ผลประตูมิติ (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '799.00', soldCount: 2046, stock: 28, image: '/images/items/portal.svg' },
      { name: 'Permanent Portal', nameTh: 'ผลประตูมิติ ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '7359.20', soldCount: 984, stock: 500, image: '/images/items/portal.svg' },
      { name: 'Rumble (Physical)', nameTh: 'ผลสายฟ้า (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '829.00', soldCount: 1563, stock: 26, image: '/images/items/rumble.svg' },
      { name: 'Permanent Rumble', nameTh: 'ผลสายฟ้า ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '7727.80', soldCount: 463, stock: 500, image: '/images/items/rumble.svg' },
      { name: 'Pain (Physical)', nameTh: 'ผลความเจ็บปวด (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '779.00', oldPrice: '850.00', soldCount: 877, stock: 0, image: '/images/items/pain.svg' },
      { name: 'Blizzard (Physical)', nameTh: 'ผลพายุหิมะ (ผลจริง)', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '849.00', soldCount: 1076, stock: 22, image: '/images/items/blizzard.svg' },
      { name: 'Permanent Blizzard', nameTh: 'ผลพายุหิมะ ถาวร', rarity: Rarity.Legendary, type: ItemType.PERMANENT_FRUIT, price: '8279.50', soldCount: 205, stock: 500, image: '/images/items/blizzard.svg' },
      { name: '2x Mastery', rarity: Rarity.Legendary, type: ItemType.GAMEPASS, price: '1655.00', oldPrice: '1790.00', soldCount: 4108, stock: 500, image: '/images/items/2x-mastery.svg' },
      { name: 'Legendary Scroll', rarity: Rarity.Legendary, type: ItemType.OTHER, price: '299.00', soldCount: 1429, stock: 200, image: '/images/items/legendary-scroll.svg' },
      // Mythical (31)
      { name: 'Gravity (Physical)', nameTh: 'ผลแรงโน้มถ่วง (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '989.00', soldCount: 1012, stock: 20, image: '/images/items/gravity.svg' },
      { name: 'Permanent Gravity', nameTh: 'ผลแรงโน้มถ่วง ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '8463.70', oldPrice: '9199.00', soldCount: 176, stock: 500, image: '/images/items/gravity.svg' },
      { name: 'Mammoth (Physical)', nameTh: 'ผลแมมมอธ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1049.00', soldCount: 829, stock: 18, image: '/images/items/mammoth.svg' },
      { name: 'Permanent Mammoth', nameTh: 'ผลแมมมอธ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '8647.60', soldCount: 119, stock: 500, image: '/images/items/mammoth.svg' },
      { name: 'T-Rex (Physical)', nameTh: 'ผลทีเร็กซ์ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1099.00', oldPrice: '1199.00', soldCount: 1156, stock: 17, image: '/images/items/t-rex.svg' },
      { name: 'Permanent T-Rex', nameTh: 'ผลทีเร็กซ์ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '8647.90', soldCount: 248, stock: 500, image: '/images/items/t-rex.svg' },
      { name: 'Dough (Physical)', nameTh: 'ผลโมจิ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1890.00', oldPrice: '2090.00', soldCount: 4427, stock: 15, image: '/images/items/dough.svg' },
      { name: 'Permanent Dough', nameTh: 'ผลโมจิ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '8831.60', soldCount: 1731, stock: 500, image: '/images/items/dough.svg' },
      { name: 'Shadow (Physical)', nameTh: 'ผลเงา (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1150.00', soldCount: 948, stock: 14, image: '/images/items/shadow.svg' },
      { name: 'Permanent Shadow', nameTh: 'ผลเงา ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '8923.50', soldCount: 191, stock: 500, image: '/images/items/shadow.svg' },
      { name: 'Venom (Physical)', nameTh: 'ผลพิษ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1199.00', soldCount: 1233, stock: 13, image: '/images/items/venom.svg' },
      { name: 'Permanent Venom', nameTh: 'ผลพิษ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '9015.40', oldPrice: '9799.00', soldCount: 298, stock: 500, image: '/images/items/venom.svg' },
      { name: 'Control (Physical)', nameTh: 'ผลคอนโทรล (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1290.00', soldCount: 905, stock: 11, image: '/images/items/control.svg' },
      { name: 'Permanent Control', nameTh: 'ผลคอนโทรล ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '9199.90', soldCount: 153, stock: 500, image: '/images/items/control.svg' },
      { name: 'Gas (Physical)', nameTh: 'ผลแก๊ส (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1350.00', oldPrice: '1490.00', soldCount: 1378, stock: 10, image: '/images/items/gas.svg' },
      { name: 'Permanent Gas', nameTh: 'ผลแก๊ส ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '9199.00', soldCount: 337, stock: 500, image: '/images/items/gas.svg' },
      { name: 'Spirit (Physical)', nameTh: 'ผลวิญญาณ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1390.00', soldCount: 1094, stock: 9, image: '/images/items/spirit.svg' },
      { name: 'Permanent Spirit', nameTh: 'ผลวิญญาณ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '9383.50', soldCount: 281, stock: 500, image: '/images/items/spirit.svg' },
      { name: 'Tiger (Physical)', nameTh: 'ผลเสือ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '2190.00', soldCount: 2739, stock: 8, image: '/images/items/tiger.svg' },
      { name: 'Permanent Tiger', nameTh: 'ผลเสือ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '11039.60', oldPrice: '11999.00', soldCount: 1562, stock: 500, image: '/images/items/tiger.svg' },
      { name: 'Yeti (Physical)', nameTh: 'ผลเยติ (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '1990.00', soldCount: 2157, stock: 7, image: '/images/items/yeti.svg' },
      { name: 'Permanent Yeti', nameTh: 'ผลเยติ ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '11039.00', soldCount: 1314, stock: 500, image: '/images/items/yeti.svg' },
      { name: 'Kitsune (Physical)', nameTh: 'ผลจิ้งจอก (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '3290.00', oldPrice: '3590.00', soldCount: 3764, stock: 5, image: '/images/items/kitsune.svg' },
      { name: 'Permanent Kitsune', nameTh: 'ผลจิ้งจอก ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '14719.70', oldPrice: '15999.00', soldCount: 4655, stock: 500, image: '/images/items/kitsune.svg' },
      { name: 'Dragon (Physical)', nameTh: 'ผลมังกร (ผลจริง)', rarity: Rarity.Mythical, type: ItemType.PHYSICAL_FRUIT, price: '4490.00', soldCount: 3891, stock: 3, image: '/images/items/dragon.svg' },
      { name: 'Permanent Dragon', nameTh: 'ผลมังกร ถาวร', rarity: Rarity.Mythical, type: ItemType.PERMANENT_FRUIT, price: '18399.80', soldCount: 4873, stock: 500, image: '/images/items/dragon.svg' },
      { name: 'Fruit Notifier', rarity: Rarity.Mythical, type: ItemType.GAMEPASS, price: '9935.20', oldPrice: '10799.00', soldCount: 3317, stock: 500, image: '/images/items/fruit-notifier.svg' },
      { name: 'Dark Blade', rarity: Rarity.Mythical, type: ItemType.GAMEPASS, price: '4415.20', soldCount: 2962, stock: 500, image: '/images/items/dark-blade.svg' },
      { name: 'Mythical Scroll', rarity: Rarity.Mythical, type: ItemType.OTHER, price: '690.00', soldCount: 2304, stock: 120, image: '/images/items/mythical-scroll.svg' },
      { name: 'Max Level Account', rarity: Rarity.Mythical, type: ItemType.ACCOUNT, price: '1590.00', oldPrice: '1890.00', soldCount: 1896, stock: 25, image: '/images/items/max-level-account.svg' },
      { name: 'Max Level Account (Godhuman + CDK)', rarity: Rarity.Mythical, type: ItemType.ACCOUNT, price: '3990.00', soldCount: 744, stock: 6, image: '/images/items/godhuman-account.svg' },
    ],
  },
  {
    name: 'Rivals',
    image: '/images/games/rivals.svg',
    items: [
      { name: 'Keys x10', rarity: Rarity.Common, type: ItemType.OTHER, price: '89.00', oldPrice: '109.00', soldCount: 1320, stock: 400, image: '/images/items/rivals-keys.svg' },
      { name: 'Weapon Case x5', rarity: Rarity.Uncommon, type: ItemType.OTHER, price: '179.00', soldCount: 860, stock: 250, image: '/images/items/rivals-weapon-case.svg' },
      { name: 'Premium Pass', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '259.00', soldCount: 640, stock: 150, image: '/images/items/rivals-premium-pass.svg' },
      { name: 'Keyrambit', rarity: Rarity.Legendary, type: ItemType.OTHER, price: '1290.00', oldPrice: '1490.00', soldCount: 310, stock: 12, image: '/images/items/keyrambit.svg' },
      { name: 'Level 100 Account', rarity: Rarity.Mythical, type: ItemType.ACCOUNT, price: '2490.00', soldCount: 95, stock: 3, image: '/images/items/rivals-account.svg' },
    ],
  },
  {
    name: 'Pets Go!',
    image: '/images/games/pets-go.svg',
    items: [
      { name: '1M Diamonds', rarity: Rarity.Common, type: ItemType.OTHER, price: '59.00', soldCount: 1710, stock: 500, image: '/images/items/pets-go-diamonds.svg' },
      { name: 'Lucky Dice x10', rarity: Rarity.Uncommon, type: ItemType.OTHER, price: '119.00', oldPrice: '139.00', soldCount: 940, stock: 300, image: '/images/items/pets-go-lucky-dice.svg' },
      { name: 'Fast Roll', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '249.00', soldCount: 615, stock: 200, image: '/images/items/pets-go-fast-roll.svg' },
      { name: 'VIP', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '399.00', soldCount: 522, stock: 200, image: '/images/items/pets-go-vip.svg' },
      { name: 'Huge Corgi', rarity: Rarity.Legendary, type: ItemType.OTHER, price: '1590.00', oldPrice: '1890.00', soldCount: 204, stock: 9, image: '/images/items/huge-corgi.svg' },
      { name: 'Titanic Cat', rarity: Rarity.Mythical, type: ItemType.OTHER, price: '4290.00', soldCount: 41, stock: 2, image: '/images/items/titanic-cat.svg' },
    ],
  },
  {
    name: 'Anime Vanguards',
    image: '/images/games/anime-vanguards.svg',
    items: [
      { name: '10,000 Gems', rarity: Rarity.Common, type: ItemType.OTHER, price: '149.00', soldCount: 1485, stock: 500, image: '/images/items/anime-vanguards-gems.svg' },
      { name: 'Trait Rerolls x100', rarity: Rarity.Uncommon, type: ItemType.OTHER, price: '229.00', oldPrice: '259.00', soldCount: 1032, stock: 350, image: '/images/items/trait-reroll.svg' },
      { name: '3x Speed', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '329.00', soldCount: 587, stock: 200, image: '/images/items/anime-vanguards-3x-speed.svg' },
      { name: 'VIP', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '499.00', soldCount: 463, stock: 200, image: '/images/items/anime-vanguards-vip.svg' },
      { name: 'Vogita Super', rarity: Rarity.Legendary, type: ItemType.OTHER, price: '1190.00', oldPrice: '1390.00', soldCount: 276, stock: 15, image: '/images/items/vogita-super.svg' },
      { name: 'Song Jinwu', rarity: Rarity.Mythical, type: ItemType.OTHER, price: '2890.00', soldCount: 158, stock: 4, image: '/images/items/song-jinwu.svg' },
    ],
  },
  {
    name: 'King Legacy',
    image: '/images/games/king-legacy.svg',
    items: [
      { name: 'Mera Fruit', nameTh: 'ผลเมระ', rarity: Rarity.Common, type: ItemType.PHYSICAL_FRUIT, price: '49.00', soldCount: 1266, stock: 220, image: '/images/items/mera-fruit.svg' },
      { name: 'Pika Fruit', nameTh: 'ผลพิกะ', rarity: Rarity.Uncommon, type: ItemType.PHYSICAL_FRUIT, price: '159.00', oldPrice: '189.00', soldCount: 873, stock: 140, image: '/images/items/pika-fruit.svg' },
      { name: 'Gura Fruit', nameTh: 'ผลกุระ', rarity: Rarity.Legendary, type: ItemType.PHYSICAL_FRUIT, price: '690.00', soldCount: 392, stock: 35, image: '/images/items/gura-fruit.svg' },
      { name: '1,000 Gems', rarity: Rarity.Uncommon, type: ItemType.OTHER, price: '129.00', soldCount: 1104, stock: 500, image: '/images/items/king-legacy-gems.svg' },
      { name: '2x Beli', rarity: Rarity.Rare, type: ItemType.GAMEPASS, price: '299.00', oldPrice: '349.00', soldCount: 538, stock: 300, image: '/images/items/king-legacy-2x-beli.svg' },
      { name: 'Max Level Account', rarity: Rarity.Mythical, type: ItemType.ACCOUNT, price: '1890.00', soldCount: 127, stock: 8, image: '/images/items/king-legacy-account.svg' },
    ],
  },
  {
    name: 'Murder Mystery 2',
    image: '/images/games/murder-mystery-2.svg',
    comingSoon: true,
    items: [
      { name: 'Seer', rarity: Rarity.Rare, type: ItemType.OTHER, price: '129.00', soldCount: 0, stock: 40, image: '/images/items/seer.svg' },
      { name: 'Harvester', rarity: Rarity.Legendary, type: ItemType.OTHER, price: '390.00', oldPrice: '450.00', soldCount: 0, stock: 15, image: '/images/items/harvester.svg' },
      { name: 'Chroma Luger', rarity: Rarity.Mythical, type: ItemType.OTHER, price: '890.00', soldCount: 0, stock: 6, image: '/images/items/chroma-luger.svg' },
    ],
  },
];

export const seedRobuxPackages: SeedRobuxPackage[] = [
  { amount: 80, price: '35.00', image: '/images/robux/robux-80.svg' },
  { amount: 400, price: '169.00', image: '/images/robux/robux-400.svg' },
  { amount: 800, price: '329.00', image: '/images/robux/robux-800.svg' },
  { amount: 1700, price: '659.00', image: '/images/robux/robux-1700.svg' },
  { amount: 4500, price: '1690.00', image: '/images/robux/robux-4500.svg' },
  { amount: 10000, price: '3500.00', image: '/images/robux/robux-10000.svg' },
];
