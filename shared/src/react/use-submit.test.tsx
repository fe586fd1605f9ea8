/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { mockApi, type MockApi } from '../testing';
import { apiClient } from '../client/api-client';
import { useSubmit } from './use-submit';

let api: MockApi | undefined;
afterEach(() => api?.restore());

describe('useSubmit', () => {
  it('is busy while the action runs and resolves true on success', async () => {
    let finish!: () => void;
    const action = jest.fn((_name: string, _count: number) => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(action, 'Failed to save'));
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.submit('a', 1);
    });
    expect(result.current.busy).toBe(true);
    expect(action).toHaveBeenCalledWith('a', 1);
    await act(async () => finish());
    await expect(outcome).resolves.toBe(true);
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it("shows the server's text of a failure", async () => {
    api = mockApi({ 'POST /things': [400, { error: 'Name is required' }] });
    const { result } = renderHook(() => useSubmit(() => apiClient.post('/things'), 'Failed to save'));
    await act(async () => expect(await result.current.submit()).toBe(false));
    expect(result.current).toMatchObject({ busy: false, error: 'Name is required' });
  });

  it('falls back to its own text when the server gave none', async () => {
    const { result } = renderHook(() => useSubmit(() => Promise.reject(new Error('network')), 'Failed to save'));
    await act(async () => void (await result.current.submit()));
    expect(result.current.error).toBe('Failed to save');
  });

  it('clears the last failure when it runs again', async () => {
    let fail = true;
    const { result } = renderHook(() => useSubmit(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve()), 'Failed to save'));
    await act(async () => void (await result.current.submit()));
    fail = false;
    await act(async () => void (await result.current.submit()));
    expect(result.current.error).toBeNull();
  });

  it('refuses a second submit while the first runs', async () => {
    let finish!: () => void;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmit(action, 'Failed to save'));
    let second: boolean | undefined;
    await act(async () => {
      void result.current.submit();
      second = await result.current.submit();
    });
    expect(second).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('lets the form show a failure found before submitting, and hide it', () => {
    const { result } = renderHook(() => useSubmit(() => Promise.resolve(), 'Failed to save'));
    act(() => result.current.setError('New passwords do not match'));
    expect(result.current.error).toBe('New passwords do not match');
    act(() => result.current.setError(null));
    expect(result.current.error).toBeNull();
  });
});
