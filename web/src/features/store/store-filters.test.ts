import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  maxPriceFromSlider,
  parseStoreFilters,
  resetFilters,
  resolveGame,
  searchesEveryGame,
  selectGame,
  serializeStoreFilters,
  type StoreFilters,
  storePageVariables,
  toggleRarity,
} from './store-filters';

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));
const serialize = (filters: StoreFilters) => decodeURIComponent(serializeStoreFilters(filters).toString());
const defaults: StoreFilters = { rarities: [], tab: 'best-sellers', sort: 'popularity', page: 1 };

describe('parseStoreFilters', () => {
  it('reads an empty query as the defaults', () => {
    expect(parse('')).toEqual(defaults);
  });

  it('reads every parameter', () => {
    expect(parse('game=3&rarity=Rare,Legendary&max=5000&tab=gamepasses&sort=price-desc&page=2')).toEqual({
      gameId: 3,
      rarities: ['Rare', 'Legendary'],
      maxPrice: 5000,
      tab: 'gamepasses',
      sort: 'price-desc',
      page: 2,
    });
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(parse('game=abc&rarity=Epic,&max=12.5&tab=weapons&sort=cheapest&page=0')).toEqual(defaults);
    expect(parse('game=0&max=-3&page=-1')).toEqual(defaults);
  });

  it('keeps the known rarities in enum order, once each, and drops the rest', () => {
    expect(parse('rarity=Mythical,Epic,Common,Mythical').rarities).toEqual(['Common', 'Mythical']);
  });

  it('accepts a zero price bound', () => {
    expect(parse('max=0').maxPrice).toBe(0);
  });
});

describe('serializeStoreFilters', () => {
  it('leaves every default out of the URL', () => {
    expect(serialize(defaults)).toBe('');
  });

  it('writes the chosen filters with the contract names', () => {
    const filters: StoreFilters = { gameId: 2, rarities: ['Legendary', 'Rare'], maxPrice: 3680, tab: 'physical-fruits', sort: 'price-asc', page: 3 };
    expect(serialize(filters)).toBe('game=2&rarity=Rare,Legendary&max=3680&tab=physical-fruits&sort=price-asc&page=3');
  });

  it('round-trips through parse', () => {
    const query = 'game=5&rarity=Uncommon,Mythical&max=120&tab=accounts&sort=price-desc&page=4';
    expect(serialize(parse(query))).toBe(query);
  });
});

describe('filter changes', () => {
  const browsing: StoreFilters = { gameId: 2, rarities: ['Rare'], maxPrice: 900, tab: 'others', sort: 'price-asc', page: 5 };

  it('go back to page 1 whatever changed', () => {
    expect(changeFilters(browsing, { sort: 'price-desc' })).toEqual({ ...browsing, sort: 'price-desc', page: 1 });
    expect(toggleRarity(browsing, 'Common').page).toBe(1);
    expect(selectGame(browsing, 4).page).toBe(1);
  });

  it('Reset restores the defaults but keeps the game', () => {
    expect(resetFilters(browsing)).toEqual({ ...defaults, gameId: 2 });
    expect(resetFilters({ ...browsing, gameId: undefined })).toEqual(defaults);
  });

  it('toggling a rarity adds it in enum order, or removes it', () => {
    expect(toggleRarity(browsing, 'Common').rarities).toEqual(['Common', 'Rare']);
    expect(toggleRarity(browsing, 'Rare').rarities).toEqual([]);
  });

  it('another game keeps rarity, tab and sort but drops the old price bound', () => {
    expect(selectGame(browsing, 4)).toEqual({ gameId: 4, rarities: ['Rare'], tab: 'others', sort: 'price-asc', page: 1 });
  });
});

describe('price bounds', () => {
  it('the slider end means no bound, so the dearest item shows although a step-1 slider stops below it', () => {
    expect(maxPriceFromSlider(18399, 18399.8)).toBeUndefined();
    expect(maxPriceFromSlider(2490, 2490)).toBeUndefined();
    expect(maxPriceFromSlider(18398, 18399.8)).toBe(18398);
    expect(maxPriceFromSlider(0, 18399.8)).toBe(0);
  });

  it('none by default: the store hides nothing until asked to', () => {
    expect(parse('').maxPrice).toBeUndefined();
  });
});

describe('activeFilterCount', () => {
  it('counts each rarity chosen and a price bound, not the game, tab or sort', () => {
    expect(activeFilterCount(defaults)).toBe(0);
    expect(activeFilterCount(parse('game=2&tab=gamepasses&sort=price-asc&page=3'))).toBe(0);
    expect(activeFilterCount(parse('rarity=Rare,Legendary'))).toBe(2);
    expect(activeFilterCount(parse('rarity=Rare&max=0'))).toBe(2);
  });
});

describe('resolveGame', () => {
  const games = [
    { id: 1, comingSoon: false },
    { id: 2, comingSoon: false },
    { id: 6, comingSoon: true },
  ];

  it('picks the asked-for game, else the first that sells anything', () => {
    expect(resolveGame(games, 2)?.id).toBe(2);
    expect(resolveGame(games)?.id).toBe(1);
    expect(resolveGame(games, 99)?.id).toBe(1);
    expect(resolveGame(games, 6)?.id).toBe(1);
    expect(resolveGame([{ id: 6, comingSoon: true }])).toBeUndefined();
  });
});

describe('search', () => {
  it('reads a trimmed search from the URL and writes it back; a blank one is none', () => {
    expect(parse('search=%20Huge%20Corgi%20').search).toBe('Huge Corgi');
    expect(parse('search=%20%20').search).toBeUndefined();
    expect(parse('search=').search).toBeUndefined();
    expect(serializeStoreFilters({ ...defaults, search: '50% off' }).toString()).toBe('search=50%25+off');
    expect(parse(serializeStoreFilters({ ...defaults, gameId: 2, search: 'vip' }).toString())).toEqual({ ...defaults, gameId: 2, search: 'vip' });
  });

  it('without a game looks through every game: no categoryId in the page’s variables', () => {
    const everyGame = parse('search=vip');
    expect(searchesEveryGame(everyGame)).toBe(true);
    expect(searchesEveryGame(parse('search=vip&game=2'))).toBe(false);
    expect(searchesEveryGame(defaults)).toBe(false);
    expect(storePageVariables(undefined, everyGame)).toMatchObject({ categoryId: null, search: 'vip' });
    expect(storePageVariables(2, parse('search=vip&game=2'))).toMatchObject({ categoryId: 2, search: 'vip' });
    expect(storePageVariables(2, defaults)).toMatchObject({ categoryId: 2, search: null });
  });

  it('stays through a change of game, and "All games" (no game) is a choice', () => {
    const inGame = selectGame(parse('search=vip&page=2'), 2);
    expect(inGame).toMatchObject({ gameId: 2, search: 'vip', page: 1 });
    expect(selectGame(inGame, undefined)).toMatchObject({ gameId: undefined, search: 'vip' });
  });

  it('stays through Reset, which widens it to every game', () => {
    expect(resetFilters(parse('search=vip&game=2&rarity=Rare&max=500&tab=gamepasses'))).toEqual({ ...defaults, search: 'vip' });
    expect(resetFilters(parse('game=2&rarity=Rare'))).toEqual({ ...defaults, gameId: 2 });
  });
});
