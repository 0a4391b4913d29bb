import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './env.js';

// No Docker engine runs where the tests do: the file is checked for the scale-out shape it must describe.
const repoFile = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(repoFile('docker-compose.yml')) as { services: Record<string, ComposeService> };
const { db, redis, app, lb } = compose.services;

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, two app instances and a load balancer in front', () => {
    expect(db.image).toMatch(/^postgres:/);
    expect(redis.image).toMatch(/^redis:/);
    expect(app.build).toBeDefined();
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(lb.image).toMatch(/^nginx:/);
    expect(lb.ports).toEqual(['${PORT:-4000}:80']);
    expect(app.ports, 'only the load balancer is published').toBeUndefined();
    expect(app.volumes, 'instances share no disk').toBeUndefined();
  });

  it('gives every instance the shared database, Redis, signing secret and trusted proxy', () => {
    expect(app.environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/@db:5432\//),
      REDIS_URL: 'redis://redis:6379',
      JWT_SECRET: expect.stringMatching(/^\$\{JWT_SECRET:\?/),
      TRUST_PROXY: expect.any(String),
    });
    // As compose fills them in: `${NAME:-default}` takes the default, the required JWT_SECRET a value of the operator's.
    const environment = Object.fromEntries(
      Object.entries(app.environment!).map(([name, value]) => [name, value.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]),
    );
    const config = loadConfig({ ...environment, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config.trustProxy).not.toBe(false);
    expect(config.redisUrl).toBe('redis://redis:6379');
  });

  it('has the load balancer pass the client address to the app instances', () => {
    const mount = lb.volumes?.find((volume) => volume.includes('nginx'));
    const nginxConf = repoFile(mount!.split(':')[0].replace(/^\.\//, ''));
    expect(nginxConf).toMatch(/server app:4000/);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginxConf).toMatch(/client_max_body_size/);
  });
});
