import { ackCodeOf, exchange, Hl7Client, type Hl7Connection, type Hl7Message } from './hl7';
import type { LogEntry, MessageLog } from './message-log';

/** Where the portal listens for results and how long to wait for it. */
export interface PortalAddress {
  host: string;
  port: number;
  /** How long to wait for a connection, and then for the ACK of a message. */
  ackTimeoutMs: number;
}

const reasonOf = (error: unknown): string => {
  const { code, message } = error as { code?: string; message?: string };
  return code ? `${code}: ${message ?? ''}`.trim() : (message ?? String(error));
};

/**
 * One MLLP connection to the portal, opened when needed and dropped after any failure (a
 * connection that missed an ACK can deliver it late, to the wrong question). The outbox and each
 * burst worker own one.
 */
export class PortalLink {
  private client: Hl7Client | undefined;

  constructor(
    private readonly address: PortalAddress,
    private readonly log: MessageLog,
  ) {}

  /**
   * Send one copy of `message` and wait for its ACK; the entry records the try, then the ACK code
   * or the reason it failed. Returns the ACK code, or null when there was none (no ACK in time,
   * connection refused or dropped).
   */
  async tryOnce(message: Hl7Message, entry: LogEntry): Promise<string | null> {
    this.log.attempt(entry);
    try {
      const connection = await this.connect();
      const started = performance.now();
      const ack = await exchange(connection, message, this.address.ackTimeoutMs);
      entry.ackMs = Math.round((performance.now() - started) * 10) / 10;
      entry.ackCode = ackCodeOf(ack);
      entry.outcome = 'acked';
      entry.error = null;
      return entry.ackCode;
    } catch (error) {
      entry.error = reasonOf(error);
      await this.close();
      return null;
    }
  }

  private async connect(): Promise<Hl7Connection> {
    this.client ??= new Hl7Client({ host: this.address.host, port: this.address.port, connectTimeout: this.address.ackTimeoutMs, keepAlive: true });
    return this.client.connect();
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.close().catch(() => undefined);
  }
}
