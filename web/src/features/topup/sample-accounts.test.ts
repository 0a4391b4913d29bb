import { describe, expect, it } from 'vitest';
import {
  ALL_RATES,
  accountsToCsv,
  accountsToTsv,
  csvField,
  filterByRate,
  pageCount,
  pageOf,
  rateChips,
  SAMPLE_ACCOUNTS,
  type SampleAccount,
} from './sample-accounts';

describe('sample accounts', () => {
  it('holds the 41 accounts of the spec, with guarantee 3 and rates from 88 to 130', () => {
    expect(SAMPLE_ACCOUNTS).toHaveLength(41);
    expect(new Set(SAMPLE_ACCOUNTS.map((account) => account.id)).size).toBe(41);
    expect(SAMPLE_ACCOUNTS.every((account) => account.guarantee === 3 && account.accountType === '-')).toBe(true);
    const rates = SAMPLE_ACCOUNTS.map((account) => account.rate);
    expect(Math.min(...rates)).toBe(88);
    expect(Math.max(...rates)).toBe(130);
  });

  it('prices each account at its rate in baht per 1,000 Robux', () => {
    for (const account of SAMPLE_ACCOUNTS) {
      expect(Number(account.price)).toBeCloseTo((account.robux * account.rate) / 1000, 2);
      expect(account.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('offers ALL ACCOUNTS 41 first, then one chip per rate whose count matches its rows', () => {
    const chips = rateChips(SAMPLE_ACCOUNTS);
    expect(chips[0]).toEqual({ filter: ALL_RATES, count: 41 });
    expect(chips.slice(1).map((chip) => chip.filter)).toEqual([88, 95, 100, 105, 110, 120, 125, 130]);
    for (const chip of chips) expect(filterByRate(SAMPLE_ACCOUNTS, chip.filter)).toHaveLength(chip.count);
    expect(chips.slice(1).reduce((sum, chip) => sum + chip.count, 0)).toBe(41);
  });

  it('filters to the accounts of one rate only', () => {
    const rate100 = filterByRate(SAMPLE_ACCOUNTS, 100);
    expect(rate100).toHaveLength(7);
    expect(rate100.every((account) => account.rate === 100)).toBe(true);
  });

  it('pages ten rows at a time, so page 5 of all accounts holds the last one', () => {
    expect(pageCount(41)).toBe(5);
    expect(pageCount(7)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(SAMPLE_ACCOUNTS, 1)).toEqual(SAMPLE_ACCOUNTS.slice(0, 10));
    expect(pageOf(SAMPLE_ACCOUNTS, 5)).toEqual([SAMPLE_ACCOUNTS[40]]);
    expect(pageOf(SAMPLE_ACCOUNTS, 6)).toEqual([]);
  });
});

describe('copying accounts', () => {
  const account: SampleAccount = { id: 'RBX-1', robux: 2500, rate: 88, price: '220.00', accountType: '-', guarantee: 3 };

  it('writes CSV as a header line and one line per account', () => {
    expect(accountsToCsv([account, { ...account, id: 'RBX-2' }]).split('\r\n')).toEqual([
      'ID,ROBUX,RATE,PRICE,ACC TYPE,GUARANTEE',
      'RBX-1,2500,88,220.00,-,3',
      'RBX-2,2500,88,220.00,-,3',
    ]);
  });

  it('quotes CSV fields holding commas, quotes or line breaks, doubling inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('1,000')).toBe('"1,000"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(accountsToCsv([{ ...account, accountType: 'Stacked, verified' }])).toContain(',"Stacked, verified",3');
  });

  it('writes tab-separated text for pasting into a spreadsheet', () => {
    expect(accountsToTsv([account])).toBe('ID\tROBUX\tRATE\tPRICE\tACC TYPE\tGUARANTEE\nRBX-1\t2500\t88\t220.00\t-\t3');
  });
});
