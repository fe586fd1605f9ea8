/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SEARCH_DELAY_MS } from './use-debounced-search';
import { useSearchBox } from './use-search-box';
import { oneOfParam, positiveIntegerParam, useUrlQuery } from './use-url-query';

const at = (url: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('useUrlQuery', () => {
  it('reads the page, sets and removes parameters, and goes back to page 1 on any other change', () => {
    const { result } = renderHook(() => ({ query: useUrlQuery(), location: useLocation() }), { wrapper: at('/list?tab=logs&page=3') });
    expect(result.current.query.page).toBe(3);
    act(() => result.current.query.change({ status: 'failed' }));
    expect(result.current.location.search).toBe('?tab=logs&status=failed');
    act(() => result.current.query.setPage(2));
    expect(result.current.location.search).toBe('?tab=logs&status=failed&page=2');
    act(() => result.current.query.change({ status: undefined, search: '' }));
    expect(result.current.location.search).toBe('?tab=logs');
    expect(result.current.query.page).toBe(1);
  });

  it('keeps where a next page starts beside its number, and forgets it on any other change', () => {
    const { result } = renderHook(() => ({ query: useUrlQuery(), location: useLocation() }), { wrapper: at('/list?status=failed') });
    act(() => result.current.query.setPage(2, '1764151872123456_42'));
    expect(result.current.location.search).toBe('?status=failed&page=2&after=1764151872123456_42');
    expect(result.current.query.after).toBe('1764151872123456_42');
    act(() => result.current.query.setPage(7));
    expect(result.current.location.search).toBe('?status=failed&page=7');
    act(() => result.current.query.setPage(3, '5_6'));
    act(() => result.current.query.change({ status: 'sent' }));
    expect(result.current.location.search).toBe('?status=sent');
    expect(result.current.query.after).toBeUndefined();
  });

  it('ignores a next-page key of another shape in the address', () => {
    const { result } = renderHook(() => useUrlQuery(), { wrapper: at('/list?page=2&after=drop%20table') });
    expect(result.current.page).toBe(2);
    expect(result.current.after).toBeUndefined();
  });

  it('reads only positive whole numbers', () => {
    expect(positiveIntegerParam('4')).toBe(4);
    for (const value of [null, '', '0', '-2', '1.5', 'x']) expect(positiveIntegerParam(value)).toBeUndefined();
  });
});

describe('useSearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies the trimmed typing once it pauses, and follows the applied search when it changes by itself', () => {
    const apply = jest.fn();
    const { result, rerender } = renderHook(({ applied }) => useSearchBox(applied, apply), { initialProps: { applied: 'ann' } });
    expect(result.current.value).toBe('ann');
    act(() => result.current.setValue('anna '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(apply).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledWith('anna');
    rerender({ applied: 'bob' });
    expect(result.current.value).toBe('bob');
  });
});

describe('oneOfParam', () => {
  it('keeps a value of the list and drops anything else', () => {
    const statuses = ['pending', 'completed'] as const;
    expect(oneOfParam(statuses, 'pending')).toBe('pending');
    expect(oneOfParam(statuses, 'Pending')).toBeUndefined();
    expect(oneOfParam(statuses, '')).toBeUndefined();
    expect(oneOfParam(statuses, null)).toBeUndefined();
  });
});
