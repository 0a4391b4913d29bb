import { describe, expect, it } from 'vitest';
import { lineName } from './line-name';

describe('lineName', () => {
  const account = { kind: 'ROBUX_ACCOUNT', name: 'Robux account RBX-10007 (5,000 ROBUX)', robuxAmount: 5000, accountPublicId: 'RBX-10007' };

  it('words a Robux account line in the reader’s language, whatever name the server stored', () => {
    expect(lineName(account, 'th')).toBe('บัญชี Robux RBX-10007 (5,000 ROBUX)');
    expect(lineName(account, 'en')).toBe('Robux account RBX-10007 (5,000 ROBUX)');
    expect(lineName({ kind: 'ROBUX_ACCOUNT', accountPublicId: 'RBX-10008' }, 'th')).toBe('บัญชี Robux RBX-10008');
  });

  it('names a Robux package by its amount and keeps an item’s own name', () => {
    expect(lineName({ kind: 'ROBUX_PACKAGE', name: 'stale', robuxAmount: 1000 }, 'th')).toBe('1,000 ROBUX');
    expect(lineName({ kind: 'ITEM', name: 'Dragon', robuxAmount: null }, 'th')).toBe('Dragon');
  });

  it('names an item by its Thai name on a Thai page when it has one, by its English name on an English page', () => {
    const dragon = { kind: 'ITEM', name: 'Dragon', nameTh: 'ผลมังกร' };
    expect(lineName(dragon, 'th')).toBe('ผลมังกร');
    expect(lineName(dragon, 'en')).toBe('Dragon');
    expect(lineName({ kind: 'ROBUX_PACKAGE', name: '1,000 ROBUX', nameTh: 'ignored', robuxAmount: 1000 }, 'th')).toBe('1,000 ROBUX');
  });
});
