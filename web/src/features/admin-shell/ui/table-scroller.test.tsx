import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './table-scroller';

/** jsdom has no layout: each box reports `scrollWidth` and `clientWidth` as given, and observers fire at once. */
function layOut(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly measured: () => void) {}
      observe() {
        this.measured();
      }
      disconnect() {}
    },
  );
}

const renderTable = () =>
  render(
    <TableScroller label="Orders">
      <table>
        <tbody>
          <tr>
            <td>RS-100001</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );

describe('TableScroller', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a table wider than its box makes the box a named group keyboard users can Tab to and scroll', () => {
    layOut(900, 343);
    renderTable();
    const box = screen.getByRole('group', { name: 'Orders' });
    expect(box.tabIndex).toBe(0);
    expect(box.querySelector('table')).not.toBeNull();
  });

  it('a table that fits leaves a plain box, with no stop in the Tab order', () => {
    layOut(800, 800);
    const { container } = renderTable();
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.firstElementChild?.getAttribute('tabindex')).toBeNull();
  });
});
