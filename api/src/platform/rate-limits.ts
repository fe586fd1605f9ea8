import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { queryRows } from './db/query';

/** At most `max` hits of `key` in a window of `windowMs`. */
export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

export type Admission =
  /** `exhausted`: the limits whose last hit this one took (the next is refused). */
  | { admitted: true; exhausted: RateLimit[] }
  | { admitted: false; limit: RateLimit; retryAfterSeconds: number };

/** Windows end at the latest a day after they start: older rows are of no use. */
const LONGEST_WINDOW_MS = 24 * 3600_000;

/**
 * Fixed-window limits kept in the database, so every API instance counts the same hits. Taking a
 * hit is one statement that counts and decides at once: of any number of requests at the same
 * moment, at most `max` are admitted in a window, never one more (a count read and then checked
 * would let a burst through).
 */
export class RateLimits {
  constructor(private readonly db: Db) {}

  /** Takes one hit of each limit, or none: a refusal gives back what it took. */
  async take(limits: readonly RateLimit[], now = new Date()): Promise<Admission> {
    const taken: RateLimit[] = [];
    const exhausted: RateLimit[] = [];
    for (const limit of limits) {
      const hits = await this.hit(limit, now);
      if (hits === null) {
        for (const done of taken) await this.giveBack(done.key);
        return { admitted: false, limit, retryAfterSeconds: await this.retryAfter(limit, now) };
      }
      taken.push(limit);
      if (hits >= limit.max) exhausted.push(limit);
    }
    await this.db.execute(sql`delete from rate_limits where window_started_at < ${new Date(now.getTime() - LONGEST_WINDOW_MS)}`);
    return { admitted: true, exhausted };
  }

  /** One more hit of the key when its window has room (a window that is over starts afresh); null when full. */
  private async hit({ key, max, windowMs }: RateLimit, now: Date): Promise<number | null> {
    const over = sql`t.window_started_at <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await queryRows<{ hits: number }>(
      this.db,
      sql`insert into rate_limits as t (key, hits, window_started_at) values (${key}, 1, ${now})
          on conflict (key) do update set
            hits = case when ${over} then 1 else t.hits + 1 end,
            window_started_at = case when ${over} then ${now} else t.window_started_at end
          where ${over} or t.hits < ${max}
          returning hits`,
    );
    return row ? Number(row.hits) : null;
  }

  private async retryAfter({ key, windowMs }: RateLimit, now: Date): Promise<number> {
    const [row] = await queryRows<{ window_started_at: Date | string }>(this.db, sql`select window_started_at from rate_limits where key = ${key}`);
    if (!row) return 1;
    return Math.max(1, Math.ceil((new Date(row.window_started_at).getTime() + windowMs - now.getTime()) / 1000));
  }

  /** Gives one hit back (an attempt that turned out not to count, such as a correct password). */
  async giveBack(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
  }

  /** Forgets the key's hits (a correct password clears its account's failures). */
  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
