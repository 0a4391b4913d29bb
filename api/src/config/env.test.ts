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
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/shop',
      uploadDir: '/var/shop/uploads',
      maxUploadBytes: 1048576,
      firstAdmin: { email: 'boss@shop.th', password: 'a-long-password' },
    });
  });

  it('refuses bad values at start with a message naming each variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(StartupError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });
});
