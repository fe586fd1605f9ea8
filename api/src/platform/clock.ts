/**
 * The time the reminders scheduler and its monitoring go by. The system clock, except in test mode
 * (TEST_CLOCK=true): then an offset can be set over HTTP (POST /api/test/clock) so an end-to-end
 * test can bring a reminder's due time forward without waiting for it. Sessions, tokens and audit
 * times never use it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock `offsetMs` ahead of (or behind) the system's; `set` moves it to a given instant. */
export class OffsetClock implements Clock {
  offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
