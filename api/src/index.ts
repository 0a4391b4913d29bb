import 'reflect-metadata';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { createAppDeps } from './app-deps.js';
import { loadConfig } from './config/env.js';
import { StartupError } from './config/startup-error.js';
import { connectDatabase } from './database/connect.js';
import { prepareDatabase } from './database/prepare-database.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { listenForCatalogueChanges } from './modules/catalogue-cache/catalogue-change-listener.js';
import { stopTakingTraffic } from './modules/operations/graceful-shutdown.js';
import { stopSlipQrWorkers } from './modules/payments/slip-qr.js';
import { startMailSender, wakeWhenMailIsQueued } from './modules/mail/mail-sender.js';
import { mailTransportFor } from './modules/mail/mail-transport.js';
import { createLogger } from './modules/operations/logger.js';
import { startOrderExpiry } from './modules/orders/order-expiry.js';
import { relaySupportEvents } from './modules/support/support-live.js';
import { startSupportReplyMails } from './modules/support/support-reply-mails.js';
import { loadAccountLoginCipher, NO_ACCOUNT_KEY_WARNING } from './modules/robux-account/account-login-key.js';
import { orderEffectsOf } from './services.js';

const WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** How often unpaid orders past their time are expired: an order lives at most this much beyond its payment window. */
const ORDER_EXPIRY_SWEEP_MS = 30_000;
/** How often due e-mails (retries) are looked for; a newly queued one wakes the sender at once. */
const MAIL_SWEEP_MS = 5_000;
/** How often staff replies left unread past the support settings' delay are looked for (the delay is in minutes). */
const SUPPORT_REPLY_MAIL_SWEEP_MS = 60_000;

async function main() {
  const config = loadConfig();
  // One logger for the process: JSON lines on stdout (readable ones in development), at LOG_LEVEL.
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const log = (message: string) => logger.info(message);
  const database = await connectDatabase(config, log);
  const accountLogins = await loadAccountLoginCipher(config);
  if (!accountLogins) log(NO_ACCOUNT_KEY_WARNING);
  await prepareDatabase(database.orm, { ...config, accountLogins }, log);
  const deps = await createAppDeps(config, database.orm, logger);
  const catalogueChanges = await listenForCatalogueChanges(database.url, deps.catalogueCache, log);
  const supportEvents = await relaySupportEvents(database.url, deps.supportLive, log);
  const orderExpiry = startOrderExpiry(database.orm, orderEffectsOf(deps), ORDER_EXPIRY_SWEEP_MS, log);
  const mailTransport = mailTransportFor(config.mail);
  log(`E-mails go to ${mailTransport.description}.`);
  if (config.env === 'production' && !config.mail.publicUrlSet) log(`PUBLIC_URL is not set: links in e-mails point at ${config.mail.publicUrl}.`);
  const mailSender = startMailSender(database.orm, mailTransport, { intervalMs: MAIL_SWEEP_MS }, log);
  const mailWakeups = await wakeWhenMailIsQueued(database.url, mailSender, log);
  const supportReplyMails = startSupportReplyMails(database.orm, deps.mail, SUPPORT_REPLY_MAIL_SWEEP_MS, log);
  const app = await createApp({
    ...deps,
    accountLogins,
    orm: database.orm,
    schema: await buildGraphQLSchema(),
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    webDir: WEB_DIR,
    publicUrl: config.mail.publicUrlSet ? config.mail.publicUrl : undefined,
  });

  const server: Server = app.listen(config.port);
  server.once('listening', () => {
    log(`Shop ready at http://localhost:${config.port} (GraphQL at /graphql, REST at /api).`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: /readyz answers 503 from now; finishing requests and shutting down.`);
    // Out of the load balancer's rotation first, then stop taking requests and let running ones finish, then
    // close what they depended on.
    await stopTakingTraffic(server, deps.operations.readiness, config.shutdownDelayMs, app.closeLiveConnections);
    await app.stop();
    await stopSlipQrWorkers();
    await orderExpiry.stop();
    await supportReplyMails.stop();
    await mailWakeups.stop();
    await mailSender.stop();
    await catalogueChanges.stop();
    await supportEvents.stop();
    await database.close();
    await deps.close();
    log('Stopped cleanly.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
