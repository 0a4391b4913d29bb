import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPages } from './app/route-pages';
import { apolloClient } from './lib/apollo-client';
import { isLanguage } from './lib/i18n';
import { HYDRATE_ATTRIBUTE, SERVER_HEAD_ATTRIBUTE, SERVER_STATE_ID } from './lib/server-state';
import './app/app.css';

const root = document.getElementById('root')!;
const pagesShown = root.getAttribute(HYDRATE_ATTRIBUTE);
// A server-rendered page hydrates in the language it was rendered in (its <html lang>), even if the cookie changed
// since it was sent (another tab's switch); a page the browser renders takes the cookie's.
const renderedIn = document.documentElement.lang;
const app = (
  <StrictMode>
    <App language={pagesShown !== null && isLanguage(renderedIn) ? renderedIn : undefined} />
  </StrictMode>
);

// The server's head tags of the page (for link previews, which run no script) give way to React's own, which
// follow the pages shown from now on.
for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) tag.remove();

// A customer page the server rendered: its data is in the cache before React looks, so the first render in the
// browser matches the server's HTML and nothing is asked again.
// The pages it shows are loaded first, so React hydrates the whole page at once.
if (pagesShown !== null) {
  const state = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (state) apolloClient.cache.restore(JSON.parse(state));
  void loadPages(pagesShown.split(' ').filter(Boolean)).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
