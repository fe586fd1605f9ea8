// For the logistics screens' tests only.
import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;


/** userEvent without the pointer-events check (it walks computed styles on every click); with jest's fake timers when they are on. */
export const setupUser = (fakeTimers = false) =>
  userEvent.setup({ delay: null, pointerEventsCheck: 0, ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
