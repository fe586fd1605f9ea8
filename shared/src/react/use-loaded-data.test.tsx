/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoadedData } from './use-loaded-data';

/** A load whose answer the test gives, and when. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoadedData', () => {
  it("starts with what is already known (a save's answer) without loading, and loads when the arguments change", async () => {
    const load = jest.fn((id: number) => Promise.resolve(`loaded ${id}`));
    const { result, rerender } = renderHook(({ id }) => useLoadedData(() => load(id), [id], id === 1 ? 'saved 1' : undefined), { initialProps: { id: 1 } });
    expect(result.current).toMatchObject({ loading: false, data: 'saved 1', error: null });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('loaded 2'));
    expect(load.mock.calls).toEqual([[2]]);
  });

  it('loads on mount: loading, then the data', async () => {
    const { result } = renderHook(() => useLoadedData(() => Promise.resolve(['a']), []));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual(['a']);
  });

  it('gives the failure as error, keeping the data it had', async () => {
    let fail = false;
    const failure = new Error('down');
    const { result } = renderHook(() => useLoadedData(() => (fail ? Promise.reject(failure) : Promise.resolve(1)), []));
    await waitFor(() => expect(result.current.data).toBe(1));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current).toMatchObject({ loading: false, data: 1 });
  });

  it('ignores the answer for arguments that have changed since', async () => {
    const answers: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred() };
    const { result, rerender } = renderHook(({ id }) => useLoadedData(() => answers[id].promise, [id]), { initialProps: { id: 1 } });
    rerender({ id: 2 });
    await act(async () => answers[2].resolve('second'));
    await act(async () => answers[1].resolve('first, too late'));
    expect(result.current).toMatchObject({ data: 'second', loading: false });
  });

  it('ignores a failure for arguments that have changed since', async () => {
    const answers: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred() };
    const { result, rerender } = renderHook(({ id }) => useLoadedData(() => answers[id].promise, [id]), { initialProps: { id: 1 } });
    rerender({ id: 2 });
    await act(async () => answers[1].reject(new Error('stale')));
    expect(result.current).toMatchObject({ loading: true, error: null });
  });

  it('sets nothing once the page is left', async () => {
    const answer = deferred<string>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useLoadedData(() => answer.promise, []));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(result.current.data).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('reloads with the same arguments, and lets the page replace the data', async () => {
    let calls = 0;
    const { result } = renderHook(() => useLoadedData(() => Promise.resolve(++calls), []));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
    act(() => result.current.setData(10));
    expect(result.current.data).toBe(10);
  });

  it('stores an answer that is a function as it is', async () => {
    const component = () => null;
    const { result } = renderHook(() => useLoadedData(() => Promise.resolve(component), []));
    await waitFor(() => expect(result.current.data).toBe(component));
  });
});
