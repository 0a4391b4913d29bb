import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/postgresql';
import cors from 'cors';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import helmet from 'helmet';
import type { GraphQLContext } from './graphql/context.js';
import { formatGraphQLError } from './graphql/format-error.js';
import { MAX_QUERY_TOKENS, queryLimits, staffOnlyIntrospection } from './graphql/hardening.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { categoryRoutes } from './modules/category/category.routes.js';
import { customerAuthRoutes } from './modules/customer/customer-auth.routes.js';
import { itemRoutes } from './modules/item/item.routes.js';
import { robuxPackageRoutes } from './modules/robux-package/robux-package.routes.js';
import type { LocalImageStorage } from './modules/uploads/image-storage.js';
import { serveUploads, uploadRoutes } from './modules/uploads/uploads.routes.js';
import { apiRouteNotFound, jsonErrorHandler } from './rest/error-handler.js';
import { imageForm } from './rest/request-input.js';
import { attachServices, callerOf } from './rest/request-scope.js';
import { createServices, type ServiceDeps } from './services.js';

export interface AppDeps extends ServiceDeps {
  orm: MikroORM;
  schema: GraphQLSchema;
  images: LocalImageStorage;
  /** Other sites allowed to call the API from a browser; none by default. */
  corsOrigins: string[];
  /** The built web app (web/dist); omitted in API-only tests. */
  webDir?: string;
}

export interface App {
  handler: express.Express;
  /** Stops the GraphQL server; call after the HTTP server stopped taking requests. */
  stop(): Promise<void>;
}

/** Everything the shop serves, on one Express app: /graphql, /api, /uploads and the web app. No listen here. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { orm, schema, images, webDir } = deps;
  const limits = queryLimits();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    // index.ts owns shutdown and stops Apollo after the HTTP server has drained.
    stopOnTerminationSignals: false,
    // The default landing page loads Apollo Sandbox from a CDN; staff get a bundled playground later.
    plugins: [...limits.plugins, staffOnlyIntrospection, ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(Boolean(deps.google.clientId)));
  app.use(cors({ origin: deps.corsOrigins.length ? deps.corsOrigins : false }));

  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: images.maxBytes, maxFiles: 1 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => createServices(orm.em.fork(), deps, callerOf(req)) }),
  );

  const form = imageForm(images.maxBytes);
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }), attachServices(orm, deps));
  api.use('/categories', categoryRoutes(form));
  api.use('/items', itemRoutes(form));
  api.use('/topuprobux', robuxPackageRoutes(form));
  api.use('/uploads', uploadRoutes(form));
  api.use('/admin', adminRoutes());
  api.use('/auth', customerAuthRoutes());
  api.use(apiRouteNotFound);
  app.use('/api', api);

  app.use('/uploads', serveUploads(images.directory));
  if (webDir && existsSync(webDir)) serveWebApp(app, webDir);
  app.use(jsonErrorHandler);

  return { handler: app, stop: () => apollo.stop() };
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
 * Static files of the built web app; any other GET for a page (no file extension) that accepts HTML
 * gets index.html, so client-side routes work. A missing file such as /assets/x.js stays a 404.
 */
function serveWebApp(app: express.Express, webDir: string) {
  app.use(
    express.static(webDir, {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under /assets, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/^\/(?!api\/|graphql|uploads\/)(?!.*\.\w+$).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDir, 'index.html'));
  });
}
