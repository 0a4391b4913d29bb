import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

// Two shops: one behind a trusted proxy on loopback (as the tests connect), one trusting nobody.
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([startTestApp({ trustProxy: ['loopback'] }), startTestApp()]);
});
afterAll(() => Promise.all([behindProxy?.close(), direct?.close()]));

async function wrongPassword(app: TestApp, email: string, clientIp: string): Promise<number> {
  const response = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function lockOut(app: TestApp, email: string, clientIp: string) {
  for (let attempt = 0; attempt < 5; attempt++) expect(await wrongPassword(app, email, clientIp)).toBe(401);
  expect(await wrongPassword(app, email, clientIp)).toBe(429);
}

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy, the sign-in limit is per client: one locked-out client does not lock out another', async () => {
    const { admin } = await behindProxy.signIn(AdminRole.ADMIN);
    await lockOut(behindProxy, admin.email, '203.0.113.7');
    expect(await wrongPassword(behindProxy, admin.email, '198.51.100.23')).toBe(401);
  });

  it('counts an IPv6 client by its /64, however the address is written: the rest of the /64 is locked out too, the next /64 is not', async () => {
    const { admin } = await behindProxy.signIn(AdminRole.ADMIN);
    await lockOut(behindProxy, admin.email, '2001:db8:a:b::7');
    expect(await wrongPassword(behindProxy, admin.email, '2001:DB8:A:B:FFFF:1:2:3')).toBe(429);
    expect(await wrongPassword(behindProxy, admin.email, '2001:0db8:000a:000b:0000:0000:0000:0001')).toBe(429);
    expect(await wrongPassword(behindProxy, admin.email, '2001:db8:a:c::7')).toBe(401);
  });

  it('counts an IPv4 client written IPv4-mapped (::ffff:a.b.c.d) as that IPv4 address', async () => {
    const { admin } = await behindProxy.signIn(AdminRole.ADMIN);
    await lockOut(behindProxy, admin.email, '::ffff:192.0.2.44');
    expect(await wrongPassword(behindProxy, admin.email, '192.0.2.44')).toBe(429);
    expect(await wrongPassword(behindProxy, admin.email, '192.0.2.45')).toBe(401);
  });

  it('trusting nobody (the default), a client cannot escape the limit by claiming another address', async () => {
    const { admin } = await direct.signIn(AdminRole.ADMIN);
    await lockOut(direct, admin.email, '203.0.113.7');
    expect(await wrongPassword(direct, admin.email, '198.51.100.23')).toBe(429);
  });
});
