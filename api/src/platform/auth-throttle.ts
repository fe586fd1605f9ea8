import { lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { queryRows } from './db/query';
import { authThrottle } from './db/schema';

export interface ThrottleOptions {
  /** Failures per account (whatever the client address) in one window. */
  maxPerAccount: number;
  /** Failures per client address (whatever the account) in one window. */
  maxPerClient: number;
  windowMs: number;
}

/** What one recorded failure did: `blocked` names the keys this very failure brought to their limit. */
export interface FailureOutcome {
  blocked: string[];
}

/**
 * Limits failed password checks (sign-in, change-password) per account and per client address,
 * in fixed windows kept in the database, so every API instance counts the same failures and
 * nothing grows in memory. A key whose window is over starts from zero; old rows are deleted.
 */
export class AuthThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: ThrottleOptions,
  ) {}

  private rules(ip: string, email: string) {
    return [
      { key: `account:${email.trim().toLowerCase()}`, max: this.options.maxPerAccount },
      { key: `client:${ip}`, max: this.options.maxPerClient },
    ];
  }

  /** Seconds until `ip` may try `email` again, or 0 when allowed now. */
  async retryAfter(ip: string, email: string, now = new Date()): Promise<number> {
    const rules = this.rules(ip, email);
    const windowStart = new Date(now.getTime() - this.options.windowMs);
    const rows = await queryRows<{ key: string; failures: number; window_started_at: Date | string }>(
      this.db,
      sql`select key, failures, window_started_at from auth_throttle
          where key in (${sql.join(rules.map((r) => sql`${r.key}`), sql`, `)}) and window_started_at > ${windowStart}`,
    );
    const waits = rows.map((row) => {
      const max = rules.find((r) => r.key === row.key)!.max;
      if (row.failures < max) return 0;
      return Math.ceil((new Date(row.window_started_at).getTime() + this.options.windowMs - now.getTime()) / 1000);
    });
    return Math.max(0, ...waits);
  }

  /** Counts one failure against the account and the address. */
  async recordFailure(ip: string, email: string, now = new Date()): Promise<FailureOutcome> {
    const windowStart = new Date(now.getTime() - this.options.windowMs);
    const blocked: string[] = [];
    for (const { key, max } of this.rules(ip, email)) {
      const expired = sql`t.window_started_at <= ${windowStart}`;
      // One statement: a new window, or one more failure in the current one. `blocked_at` is set
      // by the failure that reaches the limit, and only by that one (one audit row per window).
      const [row] = await queryRows<{ newly_blocked: boolean }>(
        this.db,
        sql`insert into auth_throttle as t (key, failures, window_started_at, blocked_at)
            values (${key}, 1, ${now}, ${max <= 1 ? now : null})
            on conflict (key) do update set
              failures = case when ${expired} then 1 else t.failures + 1 end,
              window_started_at = case when ${expired} then ${now} else t.window_started_at end,
              blocked_at = case
                when ${expired} then ${max <= 1 ? now : null}
                when t.blocked_at is null and t.failures + 1 >= ${max} then ${now}
                else t.blocked_at end
            returning (blocked_at = ${now}) as newly_blocked`,
      );
      if (row?.newly_blocked) blocked.push(key);
    }
    await this.db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, windowStart));
    return { blocked };
  }

  /** A correct password clears the account's count (the address keeps its own). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.execute(sql`delete from auth_throttle where key = ${`account:${email.trim().toLowerCase()}`}`);
  }
}
