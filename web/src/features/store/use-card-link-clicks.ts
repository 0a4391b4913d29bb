import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Follows a card's link (a plain `<a>`) within the app, as a router `<Link>` would, from one click handler on the
 * grid: a `<Link>` per card would re-render all 48 cards at every change of address, a filter change included.
 * A click with a modifier key or another button is left to the browser (a new tab, a new window).
 */
export function useCardLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };
}
