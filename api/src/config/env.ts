import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type CatalogueCacheLimits, DEFAULT_CATALOGUE_CACHE_LIMITS } from '../modules/catalogue-cache/catalogue-cache.js';
import { LOG_LEVELS, type LogLevel } from '../modules/operations/logger.js';
import { isAddressOrRange, type MetricsAccess } from '../modules/operations/metrics-access.js';
import { DEFAULT_OPEN_PAYMENT_LIMITS, type OpenPaymentLimits } from '../modules/payments/open-payment-limits.js';
import { parseAccountSecretKey } from '../modules/robux-account/account-login-cipher.js';
import type { S3Settings } from '../modules/uploads/s3-image-storage.js';
import { StartupError } from './startup-error.js';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUnset, z.string().optional());

/** `address@host` or `Name <address@host>`. */
const MAIL_FROM_SHAPE = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (address/bits) or one of Express's presets. */
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Express's `trust proxy` setting: a number of proxy hops, or the proxies' addresses / CIDRs / presets.
 * `true` (trust any sender of X-Forwarded-For) is not offered: it would let any client choose its own IP.
 */
const trustProxy = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return false;
      if (/^\d+$/.test(value.trim())) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isTrustedProxyEntry)) return entries;
      ctx.addIssue({ code: 'custom', message: 'must be a number of hops or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal' });
      return z.NEVER;
    }),
);

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
  TRUST_PROXY: trustProxy,
  ROBLOX_USERS_API_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('https://users.roblox.com')),
  ROBLOX_LOOKUP: z.preprocess(emptyAsUnset, z.enum(['on', 'off']).default('on')),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUnset, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: z.preprocess(emptyAsUnset, z.string().regex(/^([\w.-]+\/)*$/, 'must be empty or folders ending in /, e.g. uploads/').default('')),
  SLIP_VERIFIER: z.preprocess(emptyAsUnset, z.enum(['easyslip', 'slipok']).optional()),
  SLIP_VERIFIER_KEY: optionalString,
  SLIP_VERIFIER_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  SLIP_VERIFIER_BRANCH: z.preprocess(emptyAsUnset, z.string().regex(/^\w+$/, 'must be the branch id SlipOK shows, letters and digits only').optional()),
  ACCOUNT_SECRET_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return undefined;
        const key = parseAccountSecretKey(text);
        if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 random bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)' });
        return key;
      }),
  ),
  ORDER_PAYMENT_MINUTES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(7 * 24 * 60).default(30)),
  MAX_UNPAID_ORDERS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_OPEN_PAYMENT_LIMITS.unpaidOrders)),
  MAX_UNPAID_TOPUPS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_OPEN_PAYMENT_LIMITS.unpaidTopups)),
  MAX_SLIPS_IN_REVIEW: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_OPEN_PAYMENT_LIMITS.slipsInReview)),
  CATALOGUE_CACHE_MAX_BYTES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(DEFAULT_CATALOGUE_CACHE_LIMITS.maxBytes)),
  CATALOGUE_CACHE_MAX_ENTRY_BYTES: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(DEFAULT_CATALOGUE_CACHE_LIMITS.maxEntryBytes)),
  LOG_LEVEL: z.preprocess(emptyAsUnset, z.enum(LOG_LEVELS).default('info')),
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'must be at least 16 characters, e.g. `openssl rand -hex 32`').optional()),
  METRICS_ALLOW: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
        if (entries.every(isAddressOrRange)) return entries;
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses and CIDR ranges, e.g. 10.0.0.0/8,fd00::/8' });
        return z.NEVER;
      }),
  ),
  SHUTDOWN_DELAY_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(300).default(0)),
  SMTP_URL: z.preprocess(emptyAsUnset, z.string().regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587').optional()),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().max(300).regex(MAIL_FROM_SHAPE, 'must be an e-mail address, optionally with a name: Shop <no-reply@shop.example>').optional()),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/, error: 'must be the http(s):// address shoppers open the shop at' }).optional()),
  SHOP_NAME: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(100).default('Robux Storefront')),
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
  /** Which X-Forwarded-For senders are believed about the client's address (Express `trust proxy`); nobody by default. */
  trustProxy: false | number | string[];
  /** Images in an S3-compatible bucket when set; otherwise in PostgreSQL (DATABASE_URL) or the upload folder. */
  s3?: S3Settings;
  /** Roblox's users API (the username check); undefined when the lookup is off (ROBLOX_LOOKUP=off). */
  robloxUsersApiUrl?: string;
  /**
   * Seals Robux account logins (AES-256-GCM). Unset: outside production one is generated into `dataDir`; in
   * production listings cannot hold logins until it is set.
   */
  accountSecretKey?: Buffer;
  /** How long an order waits for payment before it expires and its stock goes back on sale. */
  orderPaymentMinutes: number;
  /** How many unpaid orders, unpaid top-ups and slips in review one shopper may have at once. */
  openPayments: OpenPaymentLimits;
  /** A provider that checks slips with the banks and approves them by itself; unset: staff check every slip. */
  slipVerifier?: SlipVerifierSettings;
  /** Memory the catalogue cache may hold, and the largest answer it keeps. */
  catalogueCache: CatalogueCacheLimits;
  /** Log lines at this level and above (LOG_LEVEL); pretty-printed in development when pino-pretty is installed. */
  logLevel: LogLevel;
  /** Who may read GET /metrics (METRICS_TOKEN, METRICS_ALLOW; with neither, this machine only outside production). */
  metricsAccess: MetricsAccess;
  /** How long /readyz answers 503 at shutdown before the server stops taking connections (SHUTDOWN_DELAY_SECONDS). */
  shutdownDelayMs: number;
  /** Where e-mails go (SMTP_URL, else files in the outbox folder), who they come from, and what their links point at. */
  mail: MailConfig;
}

export interface MailConfig {
  /** Unset: every mail is written to `outboxDir` as an .eml file instead of being sent. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** The shop's address as shoppers open it (PUBLIC_URL, no trailing slash); links in mails start with it. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set; a production start without it warns that links point at localhost. */
  publicUrlSet: boolean;
  shopName: string;
}


export type SlipVerifierSettings =
  | { provider: 'easyslip'; url: string; key: string }
  | { provider: 'slipok'; url: string; key: string; branch: string };

const SLIP_VERIFIER_URLS = { easyslip: 'https://api.easyslip.com', slipok: 'https://api.slipok.com' };

/** SLIP_VERIFIER with what the chosen provider needs: its key, and SlipOK's branch. */
function slipVerifierSettings(vars: z.infer<typeof envSchema>): SlipVerifierSettings | string | undefined {
  const provider = vars.SLIP_VERIFIER;
  if (!provider) return undefined;
  if (!vars.SLIP_VERIFIER_KEY) return `SLIP_VERIFIER_KEY: must be set with SLIP_VERIFIER=${provider} (the provider's API key)`;
  const common = { url: vars.SLIP_VERIFIER_URL ?? SLIP_VERIFIER_URLS[provider], key: vars.SLIP_VERIFIER_KEY };
  if (provider === 'easyslip') return { provider, ...common };
  if (!vars.SLIP_VERIFIER_BRANCH) return 'SLIP_VERIFIER_BRANCH: must be set with SLIP_VERIFIER=slipok (the branch id in SlipOK\'s API address)';
  return { provider, ...common, branch: vars.SLIP_VERIFIER_BRANCH };
}

/** Reads and validates the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && vars.DATABASE_URL && !vars.JWT_SECRET) {
    throw new StartupError(
      'Invalid environment:\n  JWT_SECRET: must be set in production with DATABASE_URL — every instance must sign and check tokens with the same secret, and one generated into DATA_DIR is only known to the machine that made it',
    );
  }
  const slipVerifier = slipVerifierSettings(vars);
  if (typeof slipVerifier === 'string') throw new StartupError(`Invalid environment:\n  ${slipVerifier}`);
  if (vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new StartupError('Invalid environment:\n  MAIL_FROM: must be set with SMTP_URL (the sender address your mail server accepts, e.g. Shop <no-reply@shop.example>)');
  }
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
    trustProxy: vars.TRUST_PROXY,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION,
          endpoint: vars.S3_ENDPOINT,
          credentials: vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : undefined,
          prefix: vars.S3_PREFIX,
        }
      : undefined,
    robloxUsersApiUrl: vars.ROBLOX_LOOKUP === 'on' ? vars.ROBLOX_USERS_API_URL : undefined,
    accountSecretKey: vars.ACCOUNT_SECRET_KEY,
    orderPaymentMinutes: vars.ORDER_PAYMENT_MINUTES,
    openPayments: { unpaidOrders: vars.MAX_UNPAID_ORDERS, unpaidTopups: vars.MAX_UNPAID_TOPUPS, slipsInReview: vars.MAX_SLIPS_IN_REVIEW },
    slipVerifier,
    catalogueCache: {
      ...DEFAULT_CATALOGUE_CACHE_LIMITS,
      maxBytes: vars.CATALOGUE_CACHE_MAX_BYTES,
      maxEntryBytes: vars.CATALOGUE_CACHE_MAX_ENTRY_BYTES,
    },
    logLevel: vars.LOG_LEVEL,
    metricsAccess: { token: vars.METRICS_TOKEN, allow: vars.METRICS_ALLOW, loopbackWhenUnset: vars.NODE_ENV !== 'production' },
    shutdownDelayMs: vars.SHUTDOWN_DELAY_SECONDS * 1000,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `${JSON.stringify(vars.SHOP_NAME)} <no-reply@localhost>`,
      outboxDir: path.join(dataDir, 'outbox'),
      publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
      publicUrlSet: vars.PUBLIC_URL !== undefined,
      shopName: vars.SHOP_NAME,
    },
  };
}
