import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../config/env.js';

describe('operations settings', () => {
  it('default to info logs, no shutdown delay, and /metrics on this machine only outside production', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', shutdownDelayMs: 0, metricsAccess: { token: undefined, allow: undefined, loopbackWhenUnset: true } });
    expect(loadConfig({ NODE_ENV: 'production' }).metricsAccess).toEqual({ token: undefined, allow: undefined, loopbackWhenUnset: false });
  });

  it('read LOG_LEVEL, METRICS_TOKEN, METRICS_ALLOW and SHUTDOWN_DELAY_SECONDS', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a'.repeat(32),
      METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7 ,fd00::/8',
      SHUTDOWN_DELAY_SECONDS: '10',
    });
    expect(config).toMatchObject({
      logLevel: 'warn',
      shutdownDelayMs: 10_000,
      metricsAccess: { token: 'a'.repeat(32), allow: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'], loopbackWhenUnset: false },
    });
  });

  it.each([
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN: must be at least 16 characters/],
    ['METRICS_ALLOW', '10.0.0.0/33', /METRICS_ALLOW: must be a comma-separated list of IP addresses and CIDR ranges/],
    ['METRICS_ALLOW', 'prometheus.internal', /METRICS_ALLOW/],
    ['SHUTDOWN_DELAY_SECONDS', '-1', /SHUTDOWN_DELAY_SECONDS/],
  ])('refuse %s=%s with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('deployment files', () => {
  const repoFile = (name: string) => readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');

  it('docker-compose.yml checks each app instance with /readyz (Node asks: the image has no curl) and starts the load balancer after', () => {
    const { services } = parse(repoFile('docker-compose.yml')) as {
      services: Record<string, { healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }>; environment?: Record<string, string> }>;
    };
    const test = services.app.healthcheck?.test ?? [];
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(test[3]).toContain("fetch('http://127.0.0.1:4000/readyz')");
    expect(services.lb.depends_on?.app).toEqual({ condition: 'service_healthy' });
    expect(services.app.environment).toHaveProperty('METRICS_TOKEN');
  });

  it('the load balancer never passes /metrics on and gives every request an id', () => {
    const nginx = repoFile('deploy/nginx.conf');
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  });
});
