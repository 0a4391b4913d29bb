import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env.js';
import { LoginThrottle, limiterFactory } from './modules/auth/login-throttle.js';
import { CatalogueCache } from './modules/catalogue-cache/catalogue-cache.js';
import { loadSigningSecret } from './modules/auth/signing-secret.js';
import { TokenService } from './modules/auth/tokens.js';
import { GoogleIdTokenVerifier } from './modules/customer/google-id-token.js';
import { MailOutbox } from './modules/mail/mail-outbox.js';
import type { Operations } from './modules/operations/operations.js';
import { Readiness } from './modules/operations/readiness.js';
import { EasySlipVerifier, type SlipVerifier, SlipOkVerifier } from './modules/payments/slip-verifier.client.js';
import { RobloxUsersApi, robloxLookupOff } from './modules/roblox/roblox-users.client.js';
import { AccountExportLimits } from './modules/robux-account/robux-account-export-limits.js';
import { type ImageStorage, LocalImageStorage } from './modules/uploads/image-storage.js';
import { PgImageStorage } from './modules/uploads/pg-image-storage.js';
import { S3ImageStorage } from './modules/uploads/s3-image-storage.js';
import { createSupportPubSub } from './modules/support/support-live.js';
import { SlipUploadLimits } from './modules/payments/slip-upload-limits.js';
import { SupportSendLimits } from './modules/support/support-send-limits.js';
import type { ServiceDeps } from './services.js';

export interface RunningDeps extends ServiceDeps {
  /** The logger, readiness checks (database, migrations, Redis) and /metrics access, for createApp and shutdown. */
  operations: Operations;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/** The long-lived parts of the app, from the validated configuration. */
export async function createAppDeps(config: AppConfig, orm: MikroORM, logger: Logger): Promise<RunningDeps> {
  // No offline queue: if Redis is down, throttling falls back to memory at once instead of waiting.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', (error) => logger.warn(`[redis] ${error.message}`));
  const createLimiter = limiterFactory(redis);
  return {
    images: imageStorageFor(config, orm),
    tokens: new TokenService(await loadSigningSecret(config)),
    adminLoginThrottle: new LoginThrottle(createLimiter, 'admin_login'),
    customerLoginThrottle: new LoginThrottle(createLimiter, 'customer_login'),
    google: new GoogleIdTokenVerifier(config.googleClientId),
    catalogueCache: new CatalogueCache(config.catalogueCache),
    orders: {
      roblox: config.robloxUsersApiUrl ? new RobloxUsersApi(config.robloxUsersApiUrl) : robloxLookupOff,
      paymentMinutes: config.orderPaymentMinutes,
      openPayments: config.openPayments,
    },
    slipVerifier: slipVerifierFor(config),
    supportLive: createSupportPubSub(),
    supportSendLimits: new SupportSendLimits(createLimiter),
    slipUploadLimits: new SlipUploadLimits(createLimiter),
    accountExportLimits: new AccountExportLimits(createLimiter),
    mail: new MailOutbox({ shopName: config.mail.shopName, publicUrl: config.mail.publicUrl }),
    setup: { mailServer: Boolean(config.mail.smtpUrl) },
    operations: { logger, readiness: new Readiness({ orm, redis }, logger), metricsAccess: config.metricsAccess },
    close: async () => {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

function slipVerifierFor({ slipVerifier: settings }: AppConfig): SlipVerifier | undefined {
  if (settings?.provider === 'easyslip') return new EasySlipVerifier(settings.url, settings.key);
  if (settings?.provider === 'slipok') return new SlipOkVerifier(settings.url, settings.key, settings.branch);
  return undefined;
}

/**
 * A bucket when one is configured; otherwise instances on a shared database (which share no disk) keep
 * images in it, and the embedded, single-process shop keeps them in its folder.
 */
function imageStorageFor(config: AppConfig, orm: MikroORM): ImageStorage {
  if (config.s3) return new S3ImageStorage(config.s3, config.maxUploadBytes);
  if (config.databaseUrl) return new PgImageStorage(orm, config.maxUploadBytes);
  return new LocalImageStorage(config.uploadDir, config.maxUploadBytes);
}
