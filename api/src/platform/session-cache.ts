import type { SessionUser } from '@lab/shared';
import type { NoticeHandlers } from './db/client';
import { ExpiringMap } from './expiring-map';

/** The channel the database's triggers notify (migration 0041): a user id, or '*' for everyone. */
export const SESSION_CHANGE_CHANNEL = 'session_change';

/** The prefix of the markers `heardBack` waits for. */
export const SETTLE_PREFIX = 'settle:';

/**
 * The callers this API instance has authenticated, by session id, so a request needs no database
 * round trip to know who is calling. It stays true because the database notifies every change a
 * caller depends on (session ended, user changed or deactivated, institutions linked, an
 * institution renamed) and each instance forgets the user at once. While the notices cannot be
 * heard (not yet listening, or the connection dropped) nothing is kept: every request reads the
 * database, as without the cache.
 *
 * A lookup that raced a notice is not kept: `generation` moves on every notice, and an answer read
 * under an older generation may predate the change. An entry lives at most `maxAgeMs` (a minute):
 * should the listening connection die without the socket saying so, a missed notice cannot keep a
 * caller alive longer than that.
 */
export class SessionCache implements NoticeHandlers {
  /** The callers by session id, each until the session's end or the entry's age limit if sooner. */
  private readonly entries: ExpiringMap<string, SessionUser>;
  private generation = 0;
  private heard = false;
  private waiting = new Map<string, () => void>();

  constructor(
    maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {
    this.entries = new ExpiringMap(maxEntries);
  }

  /** The cached caller of a live session, or undefined. */
  get(sessionId: string, now = Date.now()): SessionUser | undefined {
    return this.entries.get(sessionId, now);
  }

  /** A token to pass to `keep`: the state of the notices before a database lookup. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a looked-up caller unless a notice arrived since `mark` (or notices are not heard). */
  keep(mark: number, sessionId: string, user: SessionUser, sessionExpiresAt: Date): void {
    if (!this.heard || mark !== this.generation) return;
    this.entries.set(sessionId, user, Math.min(sessionExpiresAt.getTime(), Date.now() + this.maxAgeMs));
  }

  notice(payload: string): void {
    this.generation++;
    const resolve = this.waiting.get(payload);
    if (resolve) {
      this.waiting.delete(payload);
      resolve();
      return;
    }
    if (payload.startsWith(SETTLE_PREFIX)) return; // another instance's marker
    if (payload === '*') return this.entries.clear();
    const userId = Number(payload);
    this.entries.deleteWhere((user) => user.id === userId);
  }

  lost(): void {
    this.heard = false;
    this.forgetAll();
  }

  listening(): void {
    this.forgetAll(); // whatever was missed while not listening
    this.heard = true;
  }

  /**
   * Resolves when the notice `payload` (a caller's own marker, sent after its writes committed)
   * comes back: notices arrive in commit order, so every change committed before it has been
   * applied. Resolves after `timeoutMs` anyway, having forgotten everyone.
   */
  heardBack(payload: string, timeoutMs = 1000): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(payload);
        this.forgetAll();
        resolve();
      }, timeoutMs);
      this.waiting.set(payload, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** True while notices are heard (only then is anything kept). */
  get isListening(): boolean {
    return this.heard;
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
