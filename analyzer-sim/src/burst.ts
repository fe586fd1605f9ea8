import type { Hl7Message } from './hl7';
import type { LogEntry, MessageLog } from './message-log';
import { PortalLink, type PortalAddress } from './portal-link';

export interface BurstReport {
  sent: number;
  /** ACKs by code; AA, AE and AR always present. */
  acked: Record<string, number>;
  /** Messages with no ACK in time (or no connection): counted, logged as no-ack, not retried. */
  noAck: number;
  /** Round trip, write to ACK, of the acknowledged messages (nearest rank); null when none were. */
  p50Ms: number | null;
  p95Ms: number | null;
  seconds: number;
}

export interface BurstPlan {
  count: number;
  connections: number;
  /** The next message with a fresh control id, and its log entry. */
  next: () => { message: Hl7Message; entry: LogEntry };
}

const percentile = (sorted: number[], p: number): number | null =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `count` ORUs over `connections` parallel connections, each waiting for the ACK before its next
 * message (MLLP allows one message in flight per connection). For the portal's throughput bench:
 * unlike the outbox it measures and does not retry, so a message without an ACK is counted as
 * such and its log entry says no-ack.
 */
export async function runBurst(plan: BurstPlan, address: PortalAddress, log: MessageLog): Promise<BurstReport> {
  const acked: Record<string, number> = { AA: 0, AE: 0, AR: 0 };
  const latencies: number[] = [];
  let taken = 0;
  let noAck = 0;
  const started = performance.now();

  const worker = async () => {
    const link = new PortalLink(address, log);
    while (taken < plan.count) {
      taken += 1;
      const { message, entry } = plan.next();
      const code = await link.tryOnce(message, entry);
      if (code === null) {
        entry.outcome = 'no-ack';
        noAck += 1;
      } else {
        acked[code] = (acked[code] ?? 0) + 1;
        latencies.push(entry.ackMs ?? 0);
      }
    }
    await link.close();
  };
  await Promise.all(Array.from({ length: Math.min(plan.connections, plan.count) }, worker));

  latencies.sort((a, b) => a - b);
  return {
    sent: taken,
    acked,
    noAck,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    seconds: Math.round((performance.now() - started) / 10) / 100,
  };
}
