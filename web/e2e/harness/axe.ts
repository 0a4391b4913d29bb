/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, NodeResult, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser-test';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: the bar for every page. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe's best-practice rules for a page's outline, run as well: WCAG 1.3.1 and 2.4.6 ask for landmarks and
 * headings that say how the page is built, which the tagged rules check only in part.
 */
const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'region',
];

// Evaluated through the DevTools protocol, which the shop's CSP (no inline scripts) does not govern.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** One element that fails one rule, and what is wrong with it. */
interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  problem: string;
}

/** Runs axe-core's WCAG A/AA and outline rules on the page as it is now; empty when the page passes. */
async function axeViolations(page: Page, disabledRules: Record<string, string>): Promise<AxeFinding[]> {
  await settle(page);
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    rules: Object.fromEntries([
      ...STRUCTURE_RULES.map((rule) => [rule, { enabled: true }]),
      ...Object.keys(disabledRules).map((rule) => [rule, { enabled: false }]),
    ]),
    resultTypes: ['violations'],
  };
  const results = await page.evaluate((runOptions) => (window as AxeWindow).axe!.run(document, runOptions), options);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.join(' '),
      problem: whatIsWrong(node) || violation.help,
    })),
  );
}

/** The failed checks' messages, without axe's "Fix any of the following" framing; '' when several alternatives failed. */
function whatIsWrong(node: NodeResult): string {
  const failed = [...node.all, ...node.none, ...(node.any.length === 1 ? node.any : [])];
  return failed.map((check) => check.message).join('; ');
}

const SHOWN_TARGETS = 3;

/**
 * Axe's findings over many page states, collected rather than thrown so one run lists everything to fix:
 * `check(where)` audits the page as it is now at phone (375 px) and desktop (1440 px) width, then gives the
 * page its size back (`disabledRules` maps a rule to switch off for this check to the reason, so none is
 * switched off without one); `report()` gives each distinct problem once, with the elements and where.
 */
export function accessibilityAudit(page: Page) {
  const problems = new Map<string, { targets: Set<string>; places: Set<string> }>();
  return {
    async check(where: string, disabledRules: Record<string, string> = {}) {
      const original = page.viewportSize();
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        for (const finding of await axeViolations(page, disabledRules)) {
          const key = `${finding.rule} (${finding.impact}): ${finding.problem}`;
          const seen = problems.get(key) ?? { targets: new Set<string>(), places: new Set<string>() };
          seen.targets.add(finding.target);
          seen.places.add(`${where} @${size.width}`);
          problems.set(key, seen);
        }
      }
      if (original) await page.setViewportSize(original);
    },
    report: () =>
      [...problems].map(([problem, { targets, places }]) => {
        const more = targets.size > SHOWN_TARGETS ? ` and ${targets.size - SHOWN_TARGETS} more` : '';
        return `${problem}\n      on ${[...targets].slice(0, SHOWN_TARGETS).join(' , ')}${more}\n      at ${[...places].join(' | ')}`;
      }),
  };
}

/** Waits for the network to rest and every finite animation (a fade, a slide) to end, so colours are final. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
