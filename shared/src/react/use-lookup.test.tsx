/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { useLookup } from './use-lookup';

describe('useLookup', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is empty, then holds what the load answered', async () => {
    const { result } = renderHook(() => useLookup(() => Promise.resolve(['Serum', 'Urine']), 'sample types'));
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toEqual(['Serum', 'Urine']));
  });

  it('stays empty when the load fails, and says what failed in the console', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('down');
    const { result } = renderHook(() => useLookup(() => Promise.reject(failure), 'labs'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch labs', failure));
    expect(result.current).toEqual([]);
  });

  it('does not load while not wanted, and loads once it is', async () => {
    const load = jest.fn(() => Promise.resolve([1, 2]));
    const { result, rerender } = renderHook(({ wanted }) => useLookup(load, 'markers', wanted), { initialProps: { wanted: false } });
    await waitFor(() => expect(result.current).toEqual([]));
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toEqual([1, 2]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once per mount, not on every render', async () => {
    const load = jest.fn(() => Promise.resolve(['a']));
    const { result, rerender } = renderHook(() => useLookup(load, 'items'));
    await waitFor(() => expect(result.current).toEqual(['a']));
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
