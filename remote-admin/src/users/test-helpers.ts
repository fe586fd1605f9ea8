// For the users screens' tests only.
import userEvent from '@testing-library/user-event';

export type Clicks = ReturnType<typeof userEvent.setup>;

/**
 * jsdom's getComputedStyle runs the cascade of antd's CSS-in-JS on every call, which makes each
 * click take seconds. The tests need inline styles only: swap it per test.
 */
export function withInlineComputedStyle() {
  const real = window.getComputedStyle;
  const empty = document.createElement('div').style;
  beforeEach(() => {
    window.getComputedStyle = (element: Element) => (element instanceof HTMLElement ? element.style : empty);
  });
  afterEach(() => {
    window.getComputedStyle = real;
  });
}

/** userEvent without the pointer-events check (it walks computed styles on every click); with jest's fake timers when they are on. */
export const setupUser = (fakeTimers = false) =>
  userEvent.setup({ delay: null, pointerEventsCheck: 0, ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
