import { describe, expect, it } from 'vitest';
import { formatBaht, formatWholeBaht, fromSatang, toSatang } from './money';

// What the shop showed while it formatted with Intl; the hand-written format must write the same.
const intlBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlWholeBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });

describe('formatBaht', () => {
  it('writes decimal strings as Intl writes them in th-TH', () => {
    const amounts = ['0', '0.00', '5', '404.43', '404.4', '1000', '1234.5', '999999.99', '1234567.89', '-250.00', '-1234.56', ' 12.30 '];
    for (const amount of amounts) expect(formatBaht(amount), amount).toBe(intlBaht.format(Number(amount)));
  });

  it('rounds a third decimal place half away from zero, as Intl does', () => {
    const amounts = ['0.005', '0.004', '2.345', '-2.345', '1.999', '999.995', '0.375'];
    for (const amount of amounts) expect(formatBaht(amount), amount).toBe(intlBaht.format(Number(amount)));
  });

  it('works on the text, so amounts past what a double holds exactly keep every satang', () => {
    expect(formatBaht('90071992547409.93')).toBe('฿90,071,992,547,409.93');
  });

  it('writes numbers (chart values) as Intl does', () => {
    for (const amount of [0, 12345.6, 0.1 + 0.2, 404.43, -250, 1e-9, 1234567]) expect(formatBaht(amount), String(amount)).toBe(intlBaht.format(amount));
  });

  it('writes an amount that rounds to nothing without a sign', () => {
    expect(formatBaht('-0.001')).toBe('฿0.00');
  });

  it('rejects what is not an amount rather than show ฿NaN', () => {
    expect(() => formatBaht('abc')).toThrow('Not a baht amount: abc');
    expect(() => formatBaht(Number.NaN)).toThrow('Not a baht amount');
  });
});

describe('formatWholeBaht', () => {
  it('writes whole baht as Intl writes them in th-TH', () => {
    for (const amount of [0, 5, 3680, 20000, 1234567, 99.5, -1500]) expect(formatWholeBaht(amount), String(amount)).toBe(intlWholeBaht.format(amount));
  });
});

describe('satang', () => {
  it('turns decimal strings into whole satang and back', () => {
    expect(toSatang('404.43')).toBe(40443);
    expect(toSatang('5')).toBe(500);
    expect(toSatang('0.5')).toBe(50);
    expect(fromSatang(40443)).toBe('404.43');
    expect(fromSatang(5)).toBe('0.05');
    expect(() => toSatang('-1')).toThrow('Not a baht amount');
  });
});
