import { renderHook } from '@testing-library/react';
import { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh';

afterEach(() => jest.useRealTimers());

it('calls the latest handler every 15 s while the tab is visible, and stops when unmounted', () => {
  jest.useFakeTimers();
  const first = jest.fn();
  const second = jest.fn();
  const { rerender, unmount } = renderHook(({ onEvent }) => useLiveRefresh(onEvent), { initialProps: { onEvent: first } });
  jest.advanceTimersByTime(LIVE_REFRESH_MS - 1);
  expect(first).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(first).toHaveBeenCalledTimes(1);
  rerender({ onEvent: second });
  jest.advanceTimersByTime(LIVE_REFRESH_MS);
  expect(second).toHaveBeenCalledTimes(1);

  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  jest.advanceTimersByTime(LIVE_REFRESH_MS);
  expect(second).toHaveBeenCalledTimes(1);
  visibility.mockRestore();

  unmount();
  jest.advanceTimersByTime(LIVE_REFRESH_MS * 2);
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
});
