import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cors from 'cors';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import helmet from 'helmet';
import { catalogueResponseCache, rememberCatalogueAnswers } from './graphql/catalogue-response-cache.js';
import { CompiledQueries } from './graphql/compiled-queries.js';
import type { GraphQLContext } from './graphql/context.js';
import { formatGraphQLError } from './graphql/format-error.js';
import { MAX_QUERY_TOKENS, queryLimits, staffOnlyIntrospection } from './graphql/hardening.js';
import { KnownCatalogueOperations } from './graphql/known-catalogue-operations.js';
import { serveSubscriptions, type SubscriptionServer } from './graphql/subscription-server.js';
import { catalogueFastPath, jsonBodyAfterFastPath } from './http/catalogue-fast-path.js';
import { compressLargeResponses } from './http/compress-responses.js';
import { refuseDeeplyNestedJson } from './http/json-nesting.js';
import { noStoreForPrivateAnswers, permissionsPolicy } from './http/privacy-headers.js';
import { servePrecompressed } from './http/serve-precompressed.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { categoryRoutes } from './modules/category/category.routes.js';
import { customerAuthRoutes } from './modules/customer/customer-auth.routes.js';
import { emailConfirmationRoutes } from './modules/email-confirmation/email-confirmation.routes.js';
import { itemRoutes } from './modules/item/item.routes.js';
import { adminMailRoutes } from './modules/mail/mail.routes.js';
import { graphqlOperationMetrics } from './modules/operations/graphql-metrics.js';
import { type Operations, operationsFor } from './modules/operations/operations.js';
import { addOperationsRoutes, isOperationsRequest } from './modules/operations/operations.routes.js';
import { requestTelemetry } from './modules/operations/request-telemetry.js';
import { learnRoutePatterns } from './modules/operations/route-pattern.js';
import { adminOrderRoutes, orderRoutes } from './modules/orders/order.routes.js';
import { passwordResetRoutes, staffPasswordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { adminPaymentRoutes, paymentSlipRoutes } from './modules/payments/payment-slip.routes.js';
import { adminWalletRoutes, payWithWalletRoutes, walletRoutes } from './modules/wallet/wallet.routes.js';
import { adminRobuxAccountRoutes, robuxAccountRoutes } from './modules/robux-account/robux-account.routes.js';
import { robuxPackageRoutes } from './modules/robux-package/robux-package.routes.js';
import { pageKeyOf, serverRenderedPages } from './modules/server-rendering/server-rendered-pages.js';
import { loadServerEntry } from './modules/server-rendering/server-entry.js';
import { adminSupportRoutes, supportRoutes } from './modules/support/support.routes.js';
import { transactionRoutes } from './modules/transactions/transaction.routes.js';
import { shopProfileRoutes } from './modules/shop-profile/shop-profile.routes.js';
import { shopStatusRoutes } from './modules/shop-status/shop-status.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import { apiRouteNotFound, jsonErrorHandler } from './rest/error-handler.js';
import { imageForm } from './rest/request-input.js';
import { attachServices, callerOf } from './rest/request-scope.js';
import { createServices, type ServiceDeps } from './services.js';

export interface AppDeps extends ServiceDeps {
  orm: MikroORM;
  schema: GraphQLSchema;
  /** Other sites allowed to call the API from a browser; none by default. */
  corsOrigins: string[];
  /** Proxies believed about the client's address (Express `trust proxy`); nobody when omitted. */
  trustProxy?: false | number | string[];
  /** The built web app (web/dist); omitted in API-only tests. */
  webDir?: string;
  /** The shop's address as shoppers open it (PUBLIC_URL), for absolute links in link previews; the request's own host when unset. */
  publicUrl?: string;
  /** Logger, readiness checks and /metrics access (index.ts makes them from the configuration); quiet defaults otherwise. */
  operations?: Partial<Operations>;
}

export interface App {
  /** The Express app behind the fast path (tests read its routes). */
  handler: express.Express;
  /**
   * An HTTP server running the whole app (request log, catalogue fast path, Express, and GraphQL subscriptions
   * over WebSocket), listening as Server#listen is told.
   */
  listen: (port: number, host?: string) => Server;
  /** Closes every subscription socket (clients reconnect to another instance); the first step of a stop. */
  closeLiveConnections(): Promise<void>;
  /** Stops the GraphQL server; call after the HTTP server stopped taking requests. */
  stop(): Promise<void>;
}

/** Everything the shop serves, on one Express app: /graphql, /api, /uploads and the web app. No listen here. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { orm, schema, images, webDir } = deps;
  const limits = queryLimits();
  const operations = operationsFor(deps.operations, orm);
  const compiledQueries = new CompiledQueries(formatGraphQLError);
  // No catalogue field reads the caller: server-rendered pages and the fast path run them for nobody in particular
  // (the fast path's requests have not met Express, whose req.ip knows the trusted proxies).
  const anonymousContext = (req: IncomingMessage & { ip?: string }) =>
    createServices(orm.em.fork(), deps, { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
  const knownOperations = new KnownCatalogueOperations({ schema, cache: deps.catalogueCache, compiled: compiledQueries, anonymousContext });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    // index.ts owns shutdown and stops Apollo after the HTTP server has drained.
    stopOnTerminationSignals: false,
    // Apollo turns introspection off in production; staffOnlyIntrospection decides instead, so the staff
    // playground (/dashboard/graphql) can read the schema docs while strangers still cannot.
    introspection: true,
    // The default landing page loads Apollo Sandbox from a CDN; staff use the bundled playground at /dashboard/graphql.
    // No field sets cache hints, so computing a cache policy per field is wasted work (measured: see README
    // "Performance"); usage reporting would send operations to Apollo's cloud if an APOLLO_KEY were set.
    plugins: [
      ...limits.plugins,
      staffOnlyIntrospection,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      catalogueResponseCache(deps.catalogueCache),
      compiledQueries.plugin(),
      graphqlOperationMetrics(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // req.ip — what sign-in limits and the audit log see — is the proxy's own address unless the proxy is trusted.
  app.set('trust proxy', deps.trustProxy ?? false);
  addOperationsRoutes(app, operations.readiness, operations.metricsAccess);
  const everyAnswer = [securityHeaders(Boolean(deps.google.clientId)), permissionsPolicy];
  app.use(everyAnswer);
  app.use(['/api', '/graphql'], noStoreForPrivateAnswers);
  app.use(cors({ origin: deps.corsOrigins.length ? deps.corsOrigins : false }));
  app.use(compressLargeResponses());

  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: images.maxBytes, maxFiles: 1 }),
    jsonBodyAfterFastPath(express.json({ limit: '1mb', verify: refuseDeeplyNestedJson })),
    rememberCatalogueAnswers(deps.catalogueCache, compiledQueries, knownOperations),
    expressMiddleware(apollo, { context: async ({ req }) => createServices(orm.em.fork(), deps, callerOf(req)) }),
  );

  const form = imageForm(images.maxBytes);
  const api = express.Router();
  api.use(express.json({ limit: '100kb', verify: refuseDeeplyNestedJson }), attachServices(orm, deps));
  api.use('/categories', categoryRoutes(form));
  api.use('/items', itemRoutes(form, deps.catalogueCache));
  api.use('/topuprobux', robuxPackageRoutes(form));
  api.use('/robux-accounts', robuxAccountRoutes());
  api.use('/uploads', uploadRoutes(form));
  api.use('/orders', paymentSlipRoutes(form), payWithWalletRoutes(), orderRoutes());
  api.use('/wallet', walletRoutes(form));
  api.use('/admin', adminPaymentRoutes(), adminWalletRoutes());
  api.use('/admin/orders', adminOrderRoutes());
  api.use('/admin/robux-accounts', adminRobuxAccountRoutes(form));
  api.use('/admin/support', adminSupportRoutes(form));
  api.use('/support', supportRoutes(form));
  api.use('/admin/mail', adminMailRoutes());
  api.use('/admin/password-reset', staffPasswordResetRoutes());
  api.use('/admin', adminRoutes());
  api.use('/auth/password-reset', passwordResetRoutes());
  api.use('/auth/confirm-email', emailConfirmationRoutes());
  api.use('/auth', customerAuthRoutes());
  api.use('/transactions', transactionRoutes());
  api.use('/shop', shopStatusRoutes(), shopProfileRoutes());
  api.use(apiRouteNotFound);
  app.use('/api', api);

  app.use('/uploads', images.serve());
  const entry = webDir && existsSync(webDir) ? await loadServerEntry(webDir) : null;
  if (webDir && existsSync(webDir)) {
    const pages = entry
      ? serverRenderedPages({
          entry,
          webDir,
          apollo,
          anonymousContext: async (req) => anonymousContext(req),
          cache: deps.catalogueCache,
          publicUrl: deps.publicUrl,
        })
      : browserRenderedPages(webDir);
    serveWebApp(app, webDir, pages);
  }
  app.use(jsonErrorHandler);
  learnRoutePatterns(app);

  const logRequest = requestTelemetry(operations.logger);
  const fastPath = catalogueFastPath({
    cache: deps.catalogueCache,
    everyAnswerHeaders: headersSetBy(everyAnswer),
    crossOriginCallers: deps.corsOrigins.length > 0,
    shuttingDown: () => operations.readiness.shuttingDown,
    operations: knownOperations,
    anonymousServices: anonymousContext,
    pageKeyOf: entry ? (req) => pageKeyOf(req, entry, deps.publicUrl) : undefined,
  });
  const listener: RequestListener = (req, res) => {
    if (isOperationsRequest(req.url)) return app(req, res);
    logRequest(req, res, () => fastPath(req, res, () => app(req, res)));
  };
  const subscriptionServers: SubscriptionServer[] = [];
  const closeLiveConnections = async () => {
    await Promise.all(subscriptionServers.splice(0).map((subscriptions) => subscriptions.close()));
  };
  return {
    handler: app,
    listen: (port, host) => {
      const server = createServer(listener);
      subscriptionServers.push(
        serveSubscriptions(server, {
          schema,
          validationRules: limits.validationRules,
          servicesFor: (caller) => createServices(orm.em.fork(), deps, caller),
          tokens: deps.tokens,
        }),
      );
      return server.listen(port, host);
    },
    closeLiveConnections,
    stop: async () => {
      await closeLiveConnections();
      await apollo.stop();
    },
  };
}

/** The headers `middleware` sets on every answer, whatever the request: collected once, for the fast path. */
function headersSetBy(middleware: express.RequestHandler[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name] = value), removeHeader: () => {} };
  for (const handler of middleware) handler({} as express.Request, recorder as unknown as express.Response, () => {});
  return headers;
}

/** Google's sign-in button loads its script, styles and frame from here (only when it is set up). */
const GOOGLE_SIGN_IN_ORIGIN = 'https://accounts.google.com';

/** helmet's defaults (nosniff, frame-ancestors, referrer policy…) with a CSP the web app passes. */
function securityHeaders(googleSignIn: boolean) {
  const google = googleSignIn ? [GOOGLE_SIGN_IN_ORIGIN] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        frameSrc: ["'self'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...google],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Local http:// use must keep working; TLS is the deployment's concern.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Static files of the built web app; any other GET for a page (no file extension) that accepts HTML gets the page
 * from `pages`, so client-side routes work. A missing file such as /assets/x.js stays a 404.
 */
function serveWebApp(app: express.Express, webDir: string, pages: express.RequestHandler) {
  const files = express.static(webDir, {
    index: false,
    setHeaders: (res, filePath) => {
      // Vite fingerprints everything under /assets, so those never change; index.html names them, so it is always revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (/^index\.html(\.br|\.gz)?$/.test(path.basename(filePath))) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use(servePrecompressed(webDir, files), files);
  app.get(/^\/(?!api\/|graphql|uploads\/)(?!.*\.\w+$).*/, pages);
}

/** Without the web app's server build (web/dist-server), every page is index.html, rendered by the browser. */
function browserRenderedPages(webDir: string): express.RequestHandler {
  return (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDir, 'index.html'));
  };
}
