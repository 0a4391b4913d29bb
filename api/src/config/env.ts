import path from 'node:path';
import { z } from 'zod';
import { StartupError } from './startup-error.js';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUnset, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUnset, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(4000)),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('.data')),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  UPLOAD_DIR: optionalString,
  MAX_UPLOAD_BYTES: z.preprocess(emptyAsUnset, z.coerce.number().int().positive().default(5 * 1024 * 1024)),
  ADMIN_EMAIL: z.preprocess(emptyAsUnset, z.email().default('admin@example.com')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUnset, z.string().min(8, 'must be at least 8 characters').optional()),
  JWT_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  REDIS_URL: z.preprocess(emptyAsUnset, z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  CORS_ORIGINS: z.preprocess(emptyAsUnset, z.string().default('')),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  /** Unset means: start the embedded PostgreSQL in `dataDir`. */
  databaseUrl?: string;
  uploadDir: string;
  maxUploadBytes: number;
  firstAdmin: { email: string; password?: string };
  /** Signing secret for sign-in tokens; unset means one generated once and kept in `dataDir`. */
  jwtSecret?: string;
  /** Login throttling shares its counters through Redis when set; in memory otherwise. */
  redisUrl?: string;
  /** OAuth client id that Google ID tokens must be issued for; unset disables Google sign-in. */
  googleClientId?: string;
  /** Other sites allowed to call the API from browsers; none by default. */
  corsOrigins: string[];
}


/** Reads and validates the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    uploadDir: path.resolve(vars.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    maxUploadBytes: vars.MAX_UPLOAD_BYTES,
    firstAdmin: { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD },
    jwtSecret: vars.JWT_SECRET,
    redisUrl: vars.REDIS_URL,
    googleClientId: vars.GOOGLE_CLIENT_ID,
    corsOrigins: vars.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}
