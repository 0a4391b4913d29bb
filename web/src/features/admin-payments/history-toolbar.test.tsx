import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../admin-shell/ui/use-url-search-box';
import { inLanguage } from '../../test-support/in-language';
import { HistoryToolbar } from './history-toolbar';
import type { TransactionFilter } from './transaction-filter';

describe('HistoryToolbar', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the search once typing pauses, starting again at page 1, replacing the history entry', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(inLanguage('th', <HistoryToolbar filter={{ page: 3, status: 'PENDING' }} onChange={onChange} />));
    const search = screen.getByPlaceholderText('ค้นหาตามประเภท...');
    fireEvent.change(search, { target: { value: 'w' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(search, { target: { value: 'with ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ page: 1, status: 'PENDING', search: 'with' } satisfies TransactionFilter, { replace: true });
  });

  it('offers all, completed, pending and failed in Thai, and a choice applies at once', () => {
    const onChange = vi.fn();
    render(inLanguage('th', <HistoryToolbar filter={{ page: 2 }} onChange={onChange} />));
    const select = screen.getByRole('combobox');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['ทั้งหมด', 'สำเร็จ', 'รอดำเนินการ', 'ล้มเหลว']);
    fireEvent.change(select, { target: { value: 'FAILED' } });
    expect(onChange).toHaveBeenCalledWith({ page: 1, status: 'FAILED' });
  });

  it('offers the same choices in English when the dashboard is in English', () => {
    render(inLanguage('en', <HistoryToolbar filter={{ page: 1 }} onChange={vi.fn()} />));
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All statuses', 'Completed', 'Pending', 'Failed']);
    expect(screen.getByPlaceholderText('Search by type...')).toBeTruthy();
  });

  it('shows the search the URL holds after Back', () => {
    const { rerender } = render(inLanguage('th', <HistoryToolbar filter={{ page: 1, search: 'dep' }} onChange={vi.fn()} />));
    expect((screen.getByPlaceholderText('ค้นหาตามประเภท...') as HTMLInputElement).value).toBe('dep');
    rerender(inLanguage('th', <HistoryToolbar filter={{ page: 1 }} onChange={vi.fn()} />));
    expect((screen.getByPlaceholderText('ค้นหาตามประเภท...') as HTMLInputElement).value).toBe('');
  });
});
