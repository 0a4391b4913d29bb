import { Writable } from 'node:stream';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/app';
import { AppRoutes, BROWSER_ONLY_PAGES } from './app/app-routes';
import { type ServerRender, ServerRenderContext } from './app/server-render-context';
import { typePolicies } from './lib/apollo-client';
import { type Language, languageOfCookies } from './lib/i18n';
import { scriptSafeJson } from './lib/server-state';

export { languageOfCookies };
export { HYDRATE_ATTRIBUTE, SERVER_HEAD_ATTRIBUTE, SERVER_STATE_ID } from './lib/server-state';

/** Whether the server renders the page at `pathname` (the browser renders the others from the plain page). */
export function isRenderedOnServer(pathname: string): boolean {
  return !BROWSER_ONLY_PAGES.some((pattern) => matchPath(pattern, pathname));
}

/** Runs one GraphQL operation in the server's own process, as an anonymous caller (the catalogue is public). */
export type ExecuteGraphQL = (request: { query: DocumentNode; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The request's Cookie header: the language switch's choice. */
  cookies?: string;
  /** The shop's address as shoppers open it, for absolute links. */
  origin: string;
  execute: ExecuteGraphQL;
  /** Gives up (the page is then rendered by the browser) after this long. */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** 404 for an address or item that does not exist, 200 otherwise. */
  status: number;
  language: Language;
  /** The page's title, description, canonical and link-preview tags, for <head>. */
  head: string;
  /** The app's HTML, for the root element. */
  body: string;
  /** The Apollo cache the render filled, as JSON safe to put in a <script type="application/json">. */
  state: string;
  /** The page modules shown (as Vite's manifest names them): their CSS and scripts belong in <head>. */
  pageModules: string[];
  /**
   * False when a query failed (other than "not found"): the HTML then shows an error the browser would not see,
   * so the page should be left to the browser to render.
   */
  complete: boolean;
}

// React hoists a page's <title>, <meta> and <link> elements to the front of what it renders into a part of a page.
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Any query that failed for another reason than "not found" leaves the page incomplete. */
function failedOtherwiseThanNotFound(result: FormattedExecutionResult): boolean {
  return (result.errors ?? []).some((error) => error.extensions?.code !== 'NOT_FOUND');
}

/** The customer page at `url`, with the data of its queries, rendered by React's streaming renderer. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  let complete = true;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        request
          .execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (failedOtherwiseThanNotFound(result)) complete = false;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            complete = false;
            observer.error(error);
          });
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ typePolicies }) });
  const language = languageOfCookies(request.cookies);
  const render: ServerRender = { origin: request.origin, status: 200, pageModules: new Set() };
  const tree = (
    <StrictMode>
      <ServerRenderContext.Provider value={render}>
        <AppProviders client={client} language={language}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerRenderContext.Provider>
    </StrictMode>
  );
  const signal = AbortSignal.timeout(request.timeoutMs ?? 10_000);
  const { result, aborted } = await prerenderStatic({ tree, context: { client }, signal, renderFunction: (node) => streamToString(node, signal) });
  const head = HOISTED_HEAD.exec(result)?.[0] ?? '';
  // An inline script would be refused by the CSP (script-src 'self'), leaving part of the page unshown.
  if (aborted || result.includes('<script')) complete = false;
  return {
    status: render.status,
    language,
    head,
    body: result.slice(head.length),
    state: scriptSafeJson(client.extract()),
    pageModules: [...render.pageModules],
    complete,
  };
}

/** The whole HTML of `node` once every part of it is ready (no fallbacks to replace later, so no inline scripts). */
function streamToString(node: React.ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    collector.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(node, {
      // Never write a finished Suspense boundary apart from its place (React does for large ones, with an inline
      // script to move it, which the CSP refuses): the page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(collector),
      onShellError: reject,
      onError: (error) => {
        if (!signal.aborted) reject(error);
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}
