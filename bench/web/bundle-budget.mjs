// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in kB of gzip (1 kB = 1000 bytes, as Vite prints sizes). */
export const CUSTOMER_ROUTE_BUDGET_KB = 170;
export const ADMIN_ROUTE_BUDGET_KB = 90;

/** Each customer route and the module its lazy page chunk comes from (web/src/app/app-routes.tsx). */
const CUSTOMER_ROUTES = [
  { route: '/', page: 'src/features/home/home-page.tsx' },
  { route: '/store', page: 'src/features/store/store-page.tsx' },
  { route: '/topuprobux', page: 'src/features/topup/topup-page.tsx' },
];
const ENTRY = 'index.html';
const ADMIN_APP = 'src/features/admin-shell/admin-app.tsx';
/** The screen /dashboard opens on (index = overview), with its charts. */
const ADMIN_LANDING_PAGE = 'src/features/admin-overview/overview-page.tsx';
const PLAYGROUND = 'src/features/admin-playground/graphql-playground-page.tsx';

/** Code a shopper must never download: the dashboard, its charts and the GraphQL playground. */
const STAFF_ONLY_MODULES = [
  { label: 'chart.js', pattern: /node_modules\/(chart\.js|react-chartjs-2)\// },
  { label: 'GraphiQL/codemirror', pattern: /node_modules\/(graphiql|@graphiql\/[^/]+|codemirror|@codemirror\/[^/]+|monaco-editor)\// },
  { label: 'dashboard code', pattern: /^src\/features\/admin-/ },
];

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ name: string, files: string[], gzipBytes: number, rawBytes: number, budgetBytes: number | null,
 *   staffOnly: string[], pass: boolean }} BundleFigure
 */

/**
 * Gzip sizes of what each route downloads, from the build's manifest (dist/.vite/manifest.json) and the
 * module list per chunk (dist/.vite/chunk-modules.json, written by web/build-plugins/chunk-modules.ts).
 * @param {string} distDir
 * @returns {Promise<BundleFigure[]>}
 */
export async function measureBundles(distDir) {
  /** @type {Manifest} */
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  /** @type {Record<string, string[]>} */
  const modulesByChunk = JSON.parse(await readFile(path.join(distDir, '.vite/chunk-modules.json'), 'utf8'));
  for (const key of [ENTRY, ADMIN_APP, ADMIN_LANDING_PAGE, PLAYGROUND, ...CUSTOMER_ROUTES.map((r) => r.page)]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest: has the route table changed?`);
  }

  /** @type {Map<string, { gzip: number, raw: number }>} */
  const sizes = new Map();
  const sizeOf = async (/** @type {string} */ file) => {
    if (!sizes.has(file)) {
      const bytes = await readFile(path.join(distDir, file));
      sizes.set(file, { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length });
    }
    return /** @type {{ gzip: number, raw: number }} */ (sizes.get(file));
  };

  /**
   * @param {string} name
   * @param {Set<string>} files
   * @param {number | null} budgetKb
   * @param {boolean} forShoppers
   * @returns {Promise<BundleFigure>}
   */
  const figure = async (name, files, budgetKb, forShoppers) => {
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      gzipBytes += size.gzip;
      rawBytes += size.raw;
    }
    const staffOnly = forShoppers ? staffOnlyModulesIn(files, modulesByChunk) : [];
    const budgetBytes = budgetKb === null ? null : budgetKb * 1000;
    const pass = staffOnly.length === 0 && (budgetBytes === null || gzipBytes <= budgetBytes);
    return { name, files: [...files].sort(), gzipBytes, rawBytes, budgetBytes, staffOnly, pass };
  };

  const entry = jsFiles(manifest, [ENTRY], false);
  const figures = [];
  for (const { route, page } of CUSTOMER_ROUTES) {
    figures.push(await figure(`${route} initial JS`, jsFiles(manifest, [ENTRY, page], false), CUSTOMER_ROUTE_BUDGET_KB, true));
  }
  // Like a customer route: the dashboard's code plus the page it opens on, with their static imports.
  const adminRoute = minus(jsFiles(manifest, [ADMIN_APP, ADMIN_LANDING_PAGE], false), entry);
  figures.push(await figure('/dashboard adds (admin-app + overview page, charts included)', adminRoute, ADMIN_ROUTE_BUDGET_KB, false));
  // Reported, not budgeted: every dashboard screen, each loaded on its own route, and the playground.
  const playground = minus(jsFiles(manifest, [PLAYGROUND], true, [ENTRY]), entry);
  // The shop's entry is loaded already; its lazy imports are the customer pages, not the dashboard's.
  const allScreens = minus(jsFiles(manifest, [ADMIN_APP], true, [ENTRY, PLAYGROUND]), entry);
  figures.push(await figure('  all dashboard screens (lazy, no playground)', allScreens, null, false));
  figures.push(await figure('  GraphQL playground (lazy)', minus(playground, allScreens), null, false));
  return figures;
}

/**
 * JS files of the given manifest keys and everything they import statically (and lazily when asked),
 * never entering the chunks of `skip`.
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @param {boolean} followLazy
 * @param {string[]} [skip]
 */
function jsFiles(manifest, keys, followLazy, skip = []) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = /** @type {string} */ (queue.pop());
    if (seen.has(key) || skip.includes(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    queue.push(...(chunk.imports ?? []), ...(followLazy ? (chunk.dynamicImports ?? []) : []));
  }
  return new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
}

/** @param {Set<string>} files @param {Set<string>} without */
function minus(files, without) {
  return new Set([...files].filter((file) => !without.has(file)));
}

/** @param {Set<string>} files @param {Record<string, string[]>} modulesByChunk */
function staffOnlyModulesIn(files, modulesByChunk) {
  const found = new Set();
  for (const file of files) {
    for (const moduleId of modulesByChunk[file] ?? []) {
      for (const { label, pattern } of STAFF_ONLY_MODULES) if (pattern.test(moduleId)) found.add(`${label} (${moduleId} in ${file})`);
    }
  }
  return [...found];
}
