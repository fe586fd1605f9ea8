/**
 * Limits failed sign-ins per client address and email, and per client address alone (so one
 * client cannot try many accounts). In memory: one API process; a cluster would need a shared store.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerEmail: number,
    private readonly windowMs: number,
    private readonly maxPerClient = maxPerEmail * 6,
  ) {}

  /** Seconds until the caller may try again, or 0 when allowed now. */
  retryAfter(ip: string, email: string, now = Date.now()): number {
    const waits = [
      this.waitFor(`e:${ip}|${email}`, this.maxPerEmail, now),
      this.waitFor(`c:${ip}`, this.maxPerClient, now),
    ];
    return Math.max(...waits);
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [`e:${ip}|${email}`, `c:${ip}`]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(`e:${ip}|${email}`);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private waitFor(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    return Math.ceil((recent[recent.length - max] + this.windowMs - now) / 1000);
  }
}
