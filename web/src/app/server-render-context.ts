import { createContext, useContext } from 'react';

/**
 * What a server render learns about the page it renders, for the HTML around it: the answer's status (404 for an
 * address or item that does not exist) and the page modules shown (their CSS and scripts go into the head).
 * Absent in the browser.
 */
export interface ServerRender {
  /** The shop's address as shoppers open it, for absolute links (canonical, Open Graph). */
  origin: string;
  status: number;
  pageModules: Set<string>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The shop's address: the server's PUBLIC_URL (or request host) while rendering there, the page's own in the browser. */
export function useSiteOrigin(): string {
  return useContext(ServerRenderContext)?.origin ?? window.location.origin;
}

/** Marks the page being rendered as not found, so the server answers it with a 404 status. */
export function useNotFoundStatus(): void {
  const render = useContext(ServerRenderContext);
  if (render) render.status = 404;
}
