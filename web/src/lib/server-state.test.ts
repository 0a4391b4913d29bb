import { describe, expect, test } from 'vitest';
import { scriptSafeJson } from './server-state';

describe('scriptSafeJson', () => {
  test('nothing in it can end the script or open a comment, and it reads back as the value', () => {
    const value = { name: '</script><!-- a & b \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  // A server render's cache fills in the order its answers come in, which varies from one render to the next.
  test('the same cache filled in another order gives the same bytes', () => {
    const first = { ROOT_QUERY: { a: 1, b: [{ x: 1, y: 2 }] }, 'Item:1': { id: 1 } };
    const second = { 'Item:1': { id: 1 }, ROOT_QUERY: { b: [{ y: 2, x: 1 }], a: 1 } };
    expect(scriptSafeJson(second)).toBe(scriptSafeJson(first));
  });
});
