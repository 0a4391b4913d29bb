import type { ItemSort, ItemType, Rarity, StorePageQueryVariables } from '../../gql/graphql';

/**
 * The store's filters live in the URL query so a filtered page can be shared and Back steps through changes.
 * Parameter names and values are a contract (the end-to-end tests build URLs with them): every default is
 * left out of the URL, and anything unknown or malformed reads as the default.
 */
export const RARITIES: readonly Rarity[] = ['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical'];

export const STORE_TABS = ['best-sellers', 'permanent-fruits', 'gamepasses', 'physical-fruits', 'others', 'accounts'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

/** Best Sellers shows every type (ranked by popularity through the default sort); each other tab is one type. */
export const ITEM_TYPE_BY_TAB: Record<StoreTab, ItemType | null> = {
  'best-sellers': null,
  'permanent-fruits': 'PERMANENT_FRUIT',
  gamepasses: 'GAMEPASS',
  'physical-fruits': 'PHYSICAL_FRUIT',
  others: 'OTHER',
  accounts: 'ACCOUNT',
};

export const STORE_SORTS = ['popularity', 'price-asc', 'price-desc'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const ITEM_SORT_BY_PARAM: Record<StoreSort, ItemSort> = {
  popularity: 'POPULARITY',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

export const PAGE_SIZE = 48;

export interface StoreFilters {
  /** Absent: the first game the server lists; with a search, every game. */
  gameId?: number;
  /** Part of an item name, trimmed; absent: no search. */
  search?: string;
  /** Empty: every rarity. Always in the enum's order, without repeats. */
  rarities: Rarity[];
  /** Whole baht; absent: no upper bound, so every price shows (the store hides nothing until asked to). */
  maxPrice?: number;
  tab: StoreTab;
  sort: StoreSort;
  /** 1-based. */
  page: number;
}

const DEFAULT_TAB: StoreTab = 'best-sellers';
const DEFAULT_SORT: StoreSort = 'popularity';

const WHOLE_NUMBER = /^\d+$/;

function parseWholeNumber(value: string | null): number | undefined {
  return value !== null && WHOLE_NUMBER.test(value) ? Number(value) : undefined;
}

function parseRarities(value: string | null): Rarity[] {
  const named = new Set((value ?? '').split(','));
  return RARITIES.filter((rarity) => named.has(rarity));
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const gameId = parseWholeNumber(params.get('game'));
  const page = parseWholeNumber(params.get('page'));
  return {
    gameId: gameId && gameId > 0 ? gameId : undefined,
    search: params.get('search')?.trim() || undefined,
    rarities: parseRarities(params.get('rarity')),
    maxPrice: parseWholeNumber(params.get('max')),
    tab: oneOf(STORE_TABS, params.get('tab'), DEFAULT_TAB),
    sort: oneOf(STORE_SORTS, params.get('sort'), DEFAULT_SORT),
    page: page && page > 0 ? page : 1,
  };
}

export function serializeStoreFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.gameId !== undefined) params.set('game', String(filters.gameId));
  if (filters.search !== undefined) params.set('search', filters.search);
  if (filters.rarities.length > 0) params.set('rarity', RARITIES.filter((rarity) => filters.rarities.includes(rarity)).join(','));
  if (filters.maxPrice !== undefined) params.set('max', String(filters.maxPrice));
  if (filters.tab !== DEFAULT_TAB) params.set('tab', filters.tab);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change to what is shown starts again at page 1: the old page number means nothing for a new result. */
export function changeFilters(filters: StoreFilters, change: Partial<Omit<StoreFilters, 'page'>>): StoreFilters {
  return { ...filters, ...change, page: 1 };
}

/**
 * Reset restores the defaults but stays on the game the shopper chose; a search stays too, and widens to every
 * game (the default of a search).
 */
export function resetFilters(filters: StoreFilters): StoreFilters {
  const gameId = filters.search === undefined ? filters.gameId : undefined;
  return { gameId, search: filters.search, rarities: [], tab: DEFAULT_TAB, sort: DEFAULT_SORT, page: 1 };
}

/** A search without a game looks through every game (the top bar's search box leads there). */
export function searchesEveryGame(filters: StoreFilters): boolean {
  return filters.search !== undefined && filters.gameId === undefined;
}

/**
 * Another game keeps rarity, tab, sort and search, but has its own price range, so a price bound is dropped.
 * No game: every game, for a search.
 */
export function selectGame(filters: StoreFilters, gameId: number | undefined): StoreFilters {
  return changeFilters(filters, { gameId, maxPrice: undefined });
}

export function toggleRarity(filters: StoreFilters, rarity: Rarity): StoreFilters {
  const rarities = filters.rarities.includes(rarity)
    ? filters.rarities.filter((chosen) => chosen !== rarity)
    : RARITIES.filter((candidate) => candidate === rarity || filters.rarities.includes(candidate));
  return changeFilters(filters, { rarities });
}

/** The filters one rarity click away: each rarity toggled in turn. */
export function rarityNeighbours(filters: StoreFilters): StoreFilters[] {
  return RARITIES.map((rarity) => toggleRarity(filters, rarity));
}

/**
 * The slider's end means "no upper bound": a step-1 slider ending at 18399.8 stops at 18399, and a bound
 * there would always hide the dearest item. Anything below is a bound in whole baht.
 */
export function maxPriceFromSlider(value: number, highestPrice: number): number | undefined {
  return value >= Math.floor(highestPrice) ? undefined : value;
}

/** How many filters of the filter sheet are on: each rarity chosen, and a price bound. */
export function activeFilterCount(filters: StoreFilters): number {
  return filters.rarities.length + (filters.maxPrice === undefined ? 0 : 1);
}

/** The StorePage query's variables for a game (none: every game) and the filters. */
export function storePageVariables(gameId: number | undefined, filters: StoreFilters): StorePageQueryVariables {
  return {
    categoryId: gameId ?? null,
    search: filters.search ?? null,
    rarities: filters.rarities.length > 0 ? filters.rarities : null,
    maxPrice: filters.maxPrice === undefined ? null : String(filters.maxPrice),
    type: ITEM_TYPE_BY_TAB[filters.tab],
    sort: ITEM_SORT_BY_PARAM[filters.sort],
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The game asked for if it can be shopped, otherwise the first that can (coming-soon games sell nothing yet). */
export function resolveGame<Game extends { id: number; comingSoon: boolean }>(games: readonly Game[], gameId?: number): Game | undefined {
  return games.find((game) => game.id === gameId && !game.comingSoon) ?? games.find((game) => !game.comingSoon);
}

/** The game `filters` show among `games` (see resolveGame); none for a search of every game. */
export function gameOf<Game extends { id: number; comingSoon: boolean }>(games: readonly Game[], filters: StoreFilters): Game | undefined {
  return searchesEveryGame(filters) ? undefined : resolveGame(games, filters.gameId);
}
