import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

interface TableScrollerProps {
  /** What the box is called while it scrolls (the table's caption or title). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in. While the table is wider than the box (phones), the box is a named,
 * focusable group, so keyboard users can Tab to it and scroll it with the arrow keys (WCAG 2.1.1); while
 * everything fits it is a plain box and adds no stop to the Tab order. A group, not a region: the section
 * around the table is already the landmark of that name.
 */
export function TableScroller({ label, className, children }: TableScrollerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(boxRef);
  return (
    <div
      ref={boxRef}
      className={className ? `admin-table-wrap ${className}` : 'admin-table-wrap'}
      {...(scrolls ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}

function useScrollsSideways(boxRef: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  // After every render: what the box holds (a loading line, then the table) may have changed.
  useEffect(() => {
    const box = boxRef.current;
    // jsdom has no layout and no ResizeObserver: nothing ever scrolls there.
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return scrolls;
}
