import { RateLimits, type RateLimit } from './rate-limits';

export interface ThrottleOptions {
  /** Failures per account (whatever the client address) in one window. */
  maxPerAccount: number;
  /** Failures per client address (whatever the account) in one window. */
  maxPerClient: number;
  windowMs: number;
}

/** An attempt the limits let through: say how it ended. */
export interface AdmittedAttempt {
  admitted: true;
  /** The secret was right: the account's failures are forgotten and the client's attempt given back. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays counted; answers the keys it brought to their limit. */
  failed(): Promise<{ blocked: string[] }>;
}

export type Attempt = AdmittedAttempt | { admitted: false; retryAfterSeconds: number };

/**
 * Limits guesses of a secret (a password at sign-in or change, a set-password link) per account
 * and per client address. An attempt takes its place in the counts before the secret is checked,
 * in one statement per count (RateLimits), so a burst of parallel guesses is checked at most
 * `max` times; a right secret gives its place back, so only failures add up.
 */
export class AuthThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly options: ThrottleOptions,
  ) {}

  private limit(key: string, max: number): RateLimit {
    return { key, max, windowMs: this.options.windowMs };
  }

  /** An attempt on `account` (an email; null where none is known yet) from `client`. */
  async attempt(client: string, account: string | null, now = new Date()): Promise<Attempt> {
    const accountLimit = account === null ? null : this.limit(`account:${account.trim().toLowerCase()}`, this.options.maxPerAccount);
    const clientLimit = this.limit(`client:${client}`, this.options.maxPerClient);
    const taken = await this.limits.take(accountLimit ? [accountLimit, clientLimit] : [clientLimit], now);
    if (!taken.admitted) return { admitted: false, retryAfterSeconds: taken.retryAfterSeconds };
    return {
      admitted: true,
      succeeded: async () => {
        if (accountLimit) await this.limits.clear(accountLimit.key);
        await this.limits.giveBack(clientLimit.key);
      },
      failed: async () => ({ blocked: taken.exhausted.map((l) => l.key) }),
    };
  }
}
