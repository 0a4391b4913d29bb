// @ts-check
// `npm run bench:web`: the web budgets of issue 6, checked over the production build and in Chromium.
// Prints a table, writes bench/results/web-latest.json, exits 1 when a budget fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle-budget.mjs';
import { startShop } from './shop.mjs';
import { measureStoreGrid, STORE_BUDGETS } from './store-grid.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
const RESULT_FILE = path.join(REPO_ROOT, 'bench/results/web-latest.json');

buildIfStale('web', ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/build-plugins'], 'web/dist/.vite/manifest.json');
buildIfStale('api', ['api/src'], 'api/dist/index.js');

const loadBefore = os.loadavg()[0];
const bundles = await measureBundles(WEB_DIST);
const shop = await startShop(REPO_ROOT);
let grid;
try {
  grid = await measureStoreGrid(shop.url);
} finally {
  await shop.stop();
}

/** @type {{ check: string, figure: string, budget: string, pass: boolean }[]} */
const rows = bundles.map((bundle) => ({
  check: bundle.name,
  figure: `${kb(bundle.gzipBytes)} gzip (${bundle.files.length} files)${bundle.staffOnly.length ? `, staff-only code: ${bundle.staffOnly.join('; ')}` : ''}`,
  budget: bundle.budgetBytes === null ? '(reported)' : `≤ ${kb(bundle.budgetBytes)}${bundle.name.includes('initial') ? ', no staff code' : ''}`,
  pass: bundle.pass,
}));
rows.push({
  check: `/store DOM nodes (${grid.game.name}, ${grid.game.items} items)`,
  figure: `${grid.dom.nodes} (${grid.dom.cards} cards${grid.dom.paged ? ', paged' : ''})`,
  budget: `≤ ${STORE_BUDGETS.domNodes}`,
  pass: grid.dom.nodes <= STORE_BUDGETS.domNodes,
});
for (const [name, load] of Object.entries(grid.load)) {
  rows.push({
    check: `/store LCP, ${name}, CPU ÷${grid.cpuSlowdown}`,
    figure: `${Math.round(load.lcpMs)} ms (${load.lcpElement})`,
    budget: `≤ ${STORE_BUDGETS.lcpMs} ms`,
    pass: load.lcpMs <= STORE_BUDGETS.lcpMs,
  });
  rows.push({ check: `/store CLS, ${name}`, figure: load.cls.toFixed(3), budget: `≤ ${STORE_BUDGETS.cls}`, pass: load.cls <= STORE_BUDGETS.cls });
}
rows.push({
  check: `rarity filter → repainted, CPU ÷${grid.cpuSlowdown}`,
  figure: `${Math.round(grid.filterRepaint.ms)} ms`,
  budget: `≤ ${STORE_BUDGETS.filterRepaintMs} ms`,
  pass: grid.filterRepaint.ms <= STORE_BUDGETS.filterRepaintMs,
});

rows.push({
  check: '/store LCP, desktop, no CPU slowdown',
  figure: `${Math.round(grid.unthrottledDesktop.lcpMs)} ms`,
  budget: '(reported)',
  pass: true,
});

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.versions.node}, ${grid.browser}`;
// Browser timings are CPU-bound: on a box busy with other work they measure the box, not the shop.
const loadAverage = { before: loadBefore, after: os.loadavg()[0], cpus: os.cpus().length };
printTable(rows, machine);
console.log(`\nLoad average (1 min): ${loadAverage.before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after, on ${loadAverage.cpus} CPUs`);
if (Math.max(loadAverage.before, loadAverage.after) > loadAverage.cpus) {
  console.warn('The machine was busy with other work: timings are pessimistic; run again on a quiet machine before trusting a FAIL.');
}
await mkdir(path.dirname(RESULT_FILE), { recursive: true });
await writeFile(RESULT_FILE, `${JSON.stringify({ date: new Date().toISOString(), machine, loadAverage, rows, bundles, storeGrid: grid }, null, 2)}\n`);
console.log(`\nFigures written to ${path.relative(process.cwd(), RESULT_FILE)}`);
const failed = rows.filter((row) => !row.pass);
if (failed.length > 0) {
  console.error(`\n${failed.length} budget${failed.length > 1 ? 's' : ''} failed: ${failed.map((row) => row.check).join('; ')}`);
  process.exitCode = 1;
}

/**
 * Runs the workspace's build when an input is newer than its output (or the output is missing).
 * @param {string} workspace
 * @param {string[]} inputs
 * @param {string} output
 */
function buildIfStale(workspace, inputs, output) {
  const outputPath = path.join(REPO_ROOT, output);
  const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  if (inputs.every((input) => newestChange(path.join(REPO_ROOT, input)) <= builtAt)) return;
  console.log(`Building ${workspace} (sources changed since the last build)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`\nThe ${workspace} build failed; nothing was measured.`);
    process.exit(1);
  }
}

/** @param {string} target @returns {number} */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** @param {typeof rows} table @param {string} machineName */
function printTable(table, machineName) {
  const widths = [
    Math.max(...table.map((row) => row.check.length)),
    Math.max(...table.map((row) => row.figure.length)),
    Math.max(...table.map((row) => row.budget.length)),
  ];
  console.log(`\nWeb budgets — ${new Date().toISOString().slice(0, 10)} — ${machineName}\n`);
  for (const row of table) {
    console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.check.padEnd(widths[0])}  ${row.figure.padEnd(widths[1])}  ${row.budget}`);
  }
}
