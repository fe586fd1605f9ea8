/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useDebouncedSearch } from './use-debounced-search';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedSearch', () => {
  it('applies the typed text once typing pauses, then calls back once', () => {
    const applied = jest.fn();
    const { result } = renderHook(() => useDebouncedSearch(applied));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    applied.mockClear();

    act(() => result.current.setSearchInput('sm'));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    act(() => result.current.setSearchInput('smi'));
    expect(result.current).toMatchObject({ searchInput: 'smi', search: '' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.search).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.search).toBe('smi');
    expect(applied).toHaveBeenCalledTimes(1);
  });
});
