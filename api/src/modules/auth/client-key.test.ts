import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.js';
import { LoginThrottle, limiterFactory } from './login-throttle.js';

describe('clientKeyOf: the client an address stands for in per-client limits', () => {
  it('counts an IPv6 address as its /64, spelt one way whether compressed, expanded or in capitals', () => {
    for (const address of [
      '2001:db8:a:b::7',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0db8:000a:000b:0000:0000:0000:0001',
      '2001:DB8:A:B:FFFF:1:2:3',
      '2001:Db8:a:B::',
      '2001:db8:a:b:0:0:1.2.3.4',
    ]) {
      expect(clientKeyOf(address), address).toBe('2001:db8:a:b::/64');
    }
    expect(clientKeyOf('2001:db8:a:c::7')).toBe('2001:db8:a:c::/64');
  });

  it("lets `::` stand for the prefix's own trailing zeros, and keeps zeros inside it", () => {
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientKeyOf('2001:0:0:1::5')).toBe('2001:0:0:1::/64');
    expect(clientKeyOf('0:0:0:1::5')).toBe('0:0:0:1::/64');
    expect(clientKeyOf('::1')).toBe('::/64');
    expect(clientKeyOf('::')).toBe('::/64');
  });

  it('counts an IPv4 address as itself, also written IPv4-mapped (dotted or in hex, any case)', () => {
    expect(clientKeyOf('192.0.2.44')).toBe('192.0.2.44');
    expect(clientKeyOf('::ffff:192.0.2.44')).toBe('192.0.2.44');
    expect(clientKeyOf('::FFFF:192.0.2.44')).toBe('192.0.2.44');
    expect(clientKeyOf('0:0:0:0:0:ffff:c000:22c')).toBe('192.0.2.44');
    expect(clientKeyOf('0000:0000:0000:0000:0000:FFFF:C000:022C')).toBe('192.0.2.44');
  });

  it('drops the zone of a link-local address: it names our interface, not the client', () => {
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientKeyOf('FE80::ABCD:1%25en0')).toBe('fe80::/64');
    expect(clientKeyOf('fe80::1')).toBe('fe80::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
    expect(clientKeyOf('')).toBe('');
    expect(clientKeyOf('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});

describe('LoginThrottle counts a client by clientKeyOf', () => {
  const tooManyRequests = { code: 'TOO_MANY_REQUESTS' };

  it('one /64 shares a sign-up allowance; the next /64 has its own', async () => {
    const throttle = new LoginThrottle(limiterFactory(), 'client_key_signups', { signUpsPerIpPerHour: 2 });
    await throttle.countSignUp('2001:db8:5:6::1');
    await throttle.countSignUp('2001:db8:5:6:aaaa::2');
    await expect(throttle.countSignUp('2001:DB8:5:6::ffff')).rejects.toMatchObject(tooManyRequests);
    await expect(throttle.countSignUp('2001:db8:5:7::1')).resolves.toBeUndefined();
  });

  it('one /64 shares the password-reset request allowance, and so does an IPv4 client however written', async () => {
    const throttle = new LoginThrottle(limiterFactory(), 'client_key_resets', { resetRequestsPerIpPerHour: 1 });
    await throttle.countResetRequest('a@shop.test', '2001:db8:5:6::1');
    await expect(throttle.countResetRequest('b@shop.test', '2001:db8:5:6::2')).rejects.toMatchObject(tooManyRequests);
    await throttle.countConfirmationRequest('c@shop.test', '::ffff:198.51.100.9');
    await expect(throttle.countConfirmationRequest('d@shop.test', '198.51.100.9')).rejects.toMatchObject(tooManyRequests);
  });
});
