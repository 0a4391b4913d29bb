import { type ComponentType, lazy, Suspense, useContext } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { ServerRenderContext } from './server-render-context';

// Each customer page is its own chunk: a visitor to / downloads neither the store nor the top-up code. The glob's
// keys are the modules' paths, which the build's manifest also uses: a server render names the pages it showed
// by them, so their CSS and scripts can go into the page's head.
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/home/home-page.tsx',
  '../features/store/store-page.tsx',
  '../features/item-page/item-page.tsx',
  '../features/topup/topup-page.tsx',
  '../features/info-pages/support-page.tsx',
  '../features/info-pages/tutorial-page.tsx',
  '../features/info-pages/not-found-page.tsx',
  '../features/checkout/checkout-page.tsx',
  '../features/orders/my-orders-page.tsx',
  '../features/orders/order-page.tsx',
  '../features/wallet/wallet-page.tsx',
  '../features/password-reset/reset-password-page.tsx',
  '../features/account/email-settings-page.tsx',
  '../features/email-confirmation/confirm-email-page.tsx',
]);

/** The page module's path from the web app's root (src/…), as Vite's manifest names it. */
const manifestIdOf = (globKey: string) => `src/${globKey.slice('../'.length)}`;

/** Pages whose code has arrived, by manifest id: rendered at once, without suspending. */
const loadedPages = new Map<string, ComponentType>();

/**
 * Loads the pages a server render showed (their ids are on the root element) before the browser hydrates it: a
 * page still loading would hydrate later, and an update above it meanwhile (the stored session, the screen
 * size) would make React throw its server HTML away and show the spinner.
 */
export async function loadPages(manifestIds: string[]): Promise<void> {
  await Promise.all(
    manifestIds.map(async (id) => {
      const load = pageModules[`../${id.slice('src/'.length)}`];
      if (load) loadedPages.set(id, (await load()).default);
    }),
  );
}

/**
 * The page at `src/features/<path>.tsx` as a route element's component, loaded on first use; `beforeLoad` runs as
 * its code starts downloading (e.g. to start the page's data requests at the same time).
 */
export function routePage(path: string, beforeLoad?: () => void): ComponentType {
  const globKey = `../features/${path}.tsx`;
  const load = pageModules[globKey];
  if (!load) throw new Error(`No page module ${globKey} in route-pages.tsx`);
  const Page = lazy(() => {
    beforeLoad?.();
    return load();
  });
  const manifestId = manifestIdOf(globKey);
  return function RoutePage() {
    useContext(ServerRenderContext)?.pageModules.add(manifestId);
    const Loaded = loadedPages.get(manifestId);
    return <Suspense fallback={<PageSpinner />}>{Loaded ? <Loaded /> : <Page />}</Suspense>;
  };
}
