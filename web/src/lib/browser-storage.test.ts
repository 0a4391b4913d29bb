import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browser-storage';

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((entry) => typeof entry === 'number');

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('browserStorage', () => {
  it('stores in localStorage, and reads back only what passes the check', () => {
    browserStorage.write('numbers', [1, 2]);
    expect(window.localStorage.getItem('numbers')).toBe('[1,2]');
    expect(browserStorage.read('numbers', isNumbers)).toEqual([1, 2]);
    window.localStorage.setItem('numbers', '{"not":"numbers"}');
    expect(browserStorage.read('numbers', isNumbers)).toBeNull();
    window.localStorage.setItem('numbers', 'not json');
    expect(browserStorage.read('numbers', isNumbers)).toBeNull();
  });

  it('keeps a value the browser refuses to store (full quota, private window) for the page, until it can store again', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    browserStorage.write('numbers', [3]);
    expect(window.localStorage.getItem('numbers')).toBeNull();
    expect(browserStorage.read('numbers', isNumbers)).toEqual([3]);
    expect(browserStorage.readText('numbers')).toBe('[3]');

    setItem.mockRestore();
    browserStorage.write('numbers', [4]);
    expect(window.localStorage.getItem('numbers')).toBe('[4]');
    expect(browserStorage.read('numbers', isNumbers)).toEqual([4]);
  });

  it('forgets a removed value even when the browser storage cannot be reached', () => {
    browserStorage.write('token', 'abc');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    browserStorage.remove('token');
    expect(browserStorage.readText('token')).toBeNull();
  });
});
