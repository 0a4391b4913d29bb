import type { Page } from 'playwright-core';

/**
 * What a screen-reader user would hear for the focused element: its tag, then its name as the page gives
 * it (aria-label, else its <label>s, else its text). Empty when nothing but the page itself has focus.
 */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ') : '';
    const name = element.getAttribute('aria-label') || labels || element.textContent || '';
    return `${element.tagName.toLowerCase()} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/**
 * Whether a focus indicator is drawn: the focused element's own outline (the browser's default ring or the
 * shop's), or a ring that a `:focus`/`:focus-within`/`:focus-visible` rule of the shop draws on the element or
 * a box around it (the sign-in fields ring their frame). Rules are read from the page's style sheets so a
 * box's permanent shadow is not mistaken for a focus ring.
 */
export function focusRingIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const own = getComputedStyle(element);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return true;
    const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
      [...rules].flatMap((rule) => [
        ...(rule instanceof CSSStyleRule ? [rule] : []),
        ...('cssRules' in rule ? styleRules((rule as CSSGroupingRule).cssRules) : []),
      ]);
    const focusRules = [...document.styleSheets].flatMap((sheet) => styleRules(sheet.cssRules)).filter((rule) => rule.selectorText.includes(':focus'));
    const ringProperties = ['outline-style', 'box-shadow', 'border-color'] as const;
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const computed = getComputedStyle(box);
      const drawn = focusRules.some(
        (rule) => box!.matches(rule.selectorText) && ringProperties.some((name) => rule.style.getPropertyValue(name) && !/^none\b/.test(computed.getPropertyValue(name))),
      );
      if (drawn) return true;
    }
    return false;
  });
}

const matches = (control: string, wanted: string | RegExp) => (typeof wanted === 'string' ? control.endsWith(` ${wanted}`) : wanted.test(control));

/**
 * Presses Tab (or Shift+Tab) until the focused control matches `wanted` — a name to match exactly, or a
 * pattern over "tag name" — and fails with every stop on the way when it takes more than `maxPresses`,
 * so a control the keyboard cannot reach is reported as such rather than as a time-out. The control it
 * stops on must show a focus ring: a keyboard user has to see where they are.
 */
export async function tabTo(page: Page, wanted: string | RegExp, { backwards = false, maxPresses = 60 } = {}) {
  const stops: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const control = await focusedControl(page);
    if (matches(control, wanted)) {
      if (!(await focusRingIsVisible(page))) throw new Error(`${control} has focus but shows no focus ring`);
      return control;
    }
    stops.push(control || '(page)');
  }
  throw new Error(`${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${String(wanted)}; focus went:\n  ${stops.join('\n  ')}`);
}
