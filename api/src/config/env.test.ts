import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { StartupError } from './startup-error.js';

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      uploadDir: path.resolve('.data/uploads'),
      maxUploadBytes: 5 * 1024 * 1024,
      firstAdmin: { email: 'admin@example.com', password: undefined },
      openPayments: { unpaidOrders: 10, unpaidTopups: 5, slipsInReview: 3 },
    });
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/var/shop',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      UPLOAD_DIR: '',
      MAX_UPLOAD_BYTES: '1048576',
      ADMIN_EMAIL: 'Boss@Shop.TH',
      ADMIN_PASSWORD: 'a-long-password',
      JWT_SECRET: 's'.repeat(40),
      CATALOGUE_CACHE_MAX_BYTES: '1048576',
      CATALOGUE_CACHE_MAX_ENTRY_BYTES: '65536',
      MAX_UNPAID_ORDERS: '20',
      MAX_UNPAID_TOPUPS: '2',
      MAX_SLIPS_IN_REVIEW: '1',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/shop',
      uploadDir: '/var/shop/uploads',
      maxUploadBytes: 1048576,
      firstAdmin: { email: 'boss@shop.th', password: 'a-long-password' },
      catalogueCache: { maxAgeMs: 5000, staleServedMs: 60000, maxBytes: 1048576, maxEntryBytes: 65536 },
      openPayments: { unpaidOrders: 20, unpaidTopups: 2, slipsInReview: 1 },
    });
  });

  it('refuses bad values at start with a message naming each variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short', MAX_UNPAID_ORDERS: '0' });
    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD[\s\S]*MAX_UNPAID_ORDERS/);
  });

  it('reads TRUST_PROXY as hops or a list of addresses, CIDR ranges and presets, and trusts nobody by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.1.10' }).trustProxy).toEqual([
      'loopback', '10.0.0.0/8', 'fd00::/8', '192.168.1.10',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('stops a production start on a shared database without JWT_SECRET, which every instance must share', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db:5432/shop' };
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET: must be set in production/);
    expect(loadConfig({ ...production, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeUndefined();
  });

  it('reads the S3 bucket settings; unset, there is no bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'shop', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'images/' }).s3,
    ).toEqual({ bucket: 'shop', region: 'us-east-1', endpoint: 'http://minio:9000', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, prefix: 'images/' });
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });

  it('reads the slip verifier with what each provider needs, and none by default', () => {
    expect(loadConfig({}).slipVerifier).toBeUndefined();
    expect(loadConfig({ SLIP_VERIFIER: 'easyslip', SLIP_VERIFIER_KEY: 'k-1' }).slipVerifier).toEqual({ provider: 'easyslip', url: 'https://api.easyslip.com', key: 'k-1' });
    expect(loadConfig({ SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_KEY: 'k-2', SLIP_VERIFIER_BRANCH: '12345', SLIP_VERIFIER_URL: 'http://127.0.0.1:9/' }).slipVerifier).toEqual({
      provider: 'slipok', url: 'http://127.0.0.1:9/', key: 'k-2', branch: '12345',
    });
    expect(() => loadConfig({ SLIP_VERIFIER: 'easyslip' })).toThrow(/SLIP_VERIFIER_KEY: must be set/);
    expect(() => loadConfig({ SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_KEY: 'k' })).toThrow(/SLIP_VERIFIER_BRANCH: must be set/);
    expect(() => loadConfig({ SLIP_VERIFIER: 'paypal', SLIP_VERIFIER_KEY: 'k' })).toThrow(/SLIP_VERIFIER/);
  });
});
