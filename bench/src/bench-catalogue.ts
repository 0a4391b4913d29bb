/**
 * A deterministic, shop-like catalogue: 10,000 items over 50 games of uneven size, rarities skewed
 * towards Common, prices by rarity (log-uniform), a third with an old price, best sellers on a long tail.
 */
export const ITEM_COUNT = 10_000;
export const CATEGORY_COUNT = 50;
/** The game the REST list and the store page are measured on. */
export const MEASURED_CATEGORY_SIZE = 200;

const RARITIES = [
  { rarity: 'Common', share: 0.35, minPrice: 5, maxPrice: 150 },
  { rarity: 'Uncommon', share: 0.25, minPrice: 50, maxPrice: 600 },
  { rarity: 'Rare', share: 0.2, minPrice: 200, maxPrice: 2_500 },
  { rarity: 'Legendary', share: 0.12, minPrice: 800, maxPrice: 9_000 },
  { rarity: 'Mythical', share: 0.08, minPrice: 3_000, maxPrice: 25_000 },
] as const;
const TYPES = [
  { type: 'physical_fruit', share: 0.35 },
  { type: 'permanent_fruit', share: 0.25 },
  { type: 'gamepass', share: 0.2 },
  { type: 'other', share: 0.15 },
  { type: 'account', share: 0.05 },
] as const;

export interface BenchCategory {
  name: string;
  imageUrl: string;
  itemCount: number;
}

export interface BenchItem {
  name: string;
  /** Index into the category list. */
  category: number;
  price: string;
  oldPrice: string | null;
  rarity: string;
  type: string;
  soldCount: number;
  stock: number;
  imageUrl: string;
}

/** Mulberry32: the same catalogue on every run and machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T extends { share: number }>(choices: readonly T[], roll: number): T {
  let sum = 0;
  for (const choice of choices) {
    sum += choice.share;
    if (roll < sum) return choice;
  }
  return choices[choices.length - 1];
}

export function benchCatalogue(): { categories: BenchCategory[]; items: BenchItem[]; measuredCategory: number } {
  const random = randomSource(20261123);
  // The first game is the measured one; the other 49 share the rest unevenly (between ~60 and ~340 items).
  const others = Array.from({ length: CATEGORY_COUNT - 1 }, () => 0.3 + random() * 1.4);
  const weight = others.reduce((a, b) => a + b, 0);
  const remaining = ITEM_COUNT - MEASURED_CATEGORY_SIZE;
  const sizes = [MEASURED_CATEGORY_SIZE, ...others.map((w) => Math.floor((w / weight) * remaining))];
  sizes[sizes.length - 1] += ITEM_COUNT - sizes.reduce((a, b) => a + b, 0);

  const categories = sizes.map((itemCount, index) => ({
    name: `Bench Game ${String(index + 1).padStart(2, '0')}`,
    imageUrl: `/uploads/bench-game-${index + 1}.png`,
    itemCount,
  }));
  const items: BenchItem[] = [];
  categories.forEach((category, categoryIndex) => {
    for (let n = 1; n <= category.itemCount; n++) {
      const rarity = pick(RARITIES, random());
      const price = rarity.minPrice * Math.pow(rarity.maxPrice / rarity.minPrice, random());
      const discounted = random() < 0.3;
      items.push({
        name: `${rarity.rarity} Item ${categoryIndex + 1}-${n}`,
        category: categoryIndex,
        price: price.toFixed(2),
        oldPrice: discounted ? (price * (1.1 + random() * 0.4)).toFixed(2) : null,
        rarity: rarity.rarity,
        type: pick(TYPES, random()).type,
        // A long tail: a few best sellers, most items sold a handful of times.
        soldCount: Math.floor(Math.pow(random(), 4) * 5_000),
        stock: Math.floor(random() * 500),
        imageUrl: `/uploads/bench-item-${(items.length % 97) + 1}.png`,
      });
    }
  });
  // Interleave games by id, as a shop that grew over time would have them.
  return { categories, items: shuffle(items, random), measuredCategory: 0 };
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
