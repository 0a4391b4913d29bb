import type { Page } from 'playwright-core';

/**
 * What sticks out past the right edge of the viewport, so that reading it would need sideways scrolling (WCAG
 * 1.4.10 Reflow). Content inside a scrolling or clipping box is its box's business (data tables may scroll
 * sideways by the criterion's own exception); hidden and zero-size elements are not seen by anyone.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A drawer still sliding in is measured where it comes to rest.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // One cancelled meanwhile (its element replaced, as when a page hydrates) has nothing left to wait for.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const viewportWidth = document.documentElement.clientWidth;
    const isClippedByAncestor = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Where the element's content ends: a long word overflows its box without widening it (unless the box scrolls).
    const rightEdge = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (getComputedStyle(element).overflowX !== 'visible') return box.right;
      return Math.max(box.right, box.left + element.scrollWidth);
    };
    const describe = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes} "${text}" right edge ${Math.round(rightEdge(element))} > ${viewportWidth}`;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || rightEdge(element) <= viewportWidth + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden' || isClippedByAncestor(element)) continue;
      offenders.push(describe(element));
    }
    return offenders;
  });
}
