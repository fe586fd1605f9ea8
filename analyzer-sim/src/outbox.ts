import type { Hl7Message } from './hl7';
import type { LogEntry, MessageLog } from './message-log';
import { PortalLink, type PortalAddress } from './portal-link';

export interface RetryPolicy {
  /** Wait after the first failed try; doubles after each further failure. */
  retryInitialMs: number;
  /** The longest wait between tries. */
  retryMaxMs: number;
}

/** A message handed to the outbox. */
export interface Delivery {
  entry: LogEntry;
  /** Settles once the first try has an outcome (the entry then says ACK or error). */
  firstTry: Promise<void>;
  /** The ACK code, once one arrives (never, if the simulator stops first). */
  acked: Promise<string>;
}

interface Queued {
  message: Hl7Message;
  entry: LogEntry;
  tried: () => void;
  acked: (code: string) => void;
}

/**
 * Results to the portal, one at a time over one connection and in the order they were made, as an
 * analyzer's host interface sends them: a correction never overtakes the result it corrects. A
 * message without an ACK is sent again under the SAME control id (the portal recognises the repeat)
 * after 1 s, 2 s, 4 s ... up to 30 s, until any ACK arrives; messages behind it wait.
 */
export class Outbox {
  private readonly queue: Queued[] = [];
  private readonly link: PortalLink;
  private running = false;
  private stopped = false;
  private pause: { timer: NodeJS.Timeout; wake: () => void } | undefined;

  constructor(
    address: PortalAddress,
    private readonly retry: RetryPolicy,
    log: MessageLog,
  ) {
    this.link = new PortalLink(address, log);
  }

  send(message: Hl7Message, entry: LogEntry): Delivery {
    let tried!: () => void;
    let acked!: (code: string) => void;
    const firstTry = new Promise<void>((resolve) => (tried = resolve));
    const ackedPromise = new Promise<string>((resolve) => (acked = resolve));
    this.queue.push({ message, entry, tried, acked });
    void this.run();
    return { entry, firstTry, acked: ackedPromise };
  }

  /** Messages not yet acknowledged, the one being tried first. */
  get waiting(): number {
    return this.queue.length;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    let wait = this.retry.retryInitialMs;
    while (!this.stopped && this.queue.length > 0) {
      const head = this.queue[0];
      const code = await this.link.tryOnce(head.message, head.entry);
      head.tried();
      if (code !== null) {
        this.queue.shift();
        head.acked(code);
        wait = this.retry.retryInitialMs;
        continue;
      }
      if (this.stopped) break;
      await this.sleep(wait);
      wait = Math.min(wait * 2, this.retry.retryMaxMs);
    }
    this.running = false;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pause = undefined;
        resolve();
      }, ms);
      this.pause = { timer, wake: resolve };
    });
  }

  /** Stop trying: the connection closes and callers waiting on a first try are released. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pause) {
      clearTimeout(this.pause.timer);
      this.pause.wake();
    }
    await this.link.close();
    for (const queued of this.queue) queued.tried();
  }
}

/** Wait for `promise`, but at most `ms` (a control answers even when its message is queued behind one being retried). */
export async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
