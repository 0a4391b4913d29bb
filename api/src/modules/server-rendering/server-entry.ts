import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** What the web app's server build (web/src/entry-server.tsx, built to web/dist-server) offers the API. */
export interface ServerEntry {
  isRenderedOnServer(pathname: string): boolean;
  languageOfCookies(cookies: string | undefined): 'th' | 'en';
  renderPage(request: {
    url: string;
    cookies?: string;
    origin: string;
    execute(request: { query: DocumentNode; variables: Record<string, unknown>; operationName?: string }): Promise<FormattedExecutionResult>;
    timeoutMs?: number;
  }): Promise<RenderedPage>;
  HYDRATE_ATTRIBUTE: string;
  SERVER_STATE_ID: string;
  SERVER_HEAD_ATTRIBUTE: string;
}

export interface RenderedPage {
  status: number;
  language: 'th' | 'en';
  head: string;
  body: string;
  state: string;
  pageModules: string[];
  complete: boolean;
}

/** The server build next to the web app's built files (web/dist → web/dist-server/entry-server.js); null when not built. */
export async function loadServerEntry(webDir: string): Promise<ServerEntry | null> {
  const file = path.join(webDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
