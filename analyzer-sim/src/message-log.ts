/** Why the message was sent or what it was (the controls' names for what they send). */
export type LogKind =
  | 'order'
  | 'cancel'
  | 'unreadable'
  | 'result'
  | 'correction'
  | 'unknown-order'
  | 'unmapped-code'
  | 'malformed'
  | 'drop-connection'
  | 'burst';

/**
 * in: `acked` (an ACK went back), `not-acked` (refuse-acks was on: nothing went back).
 * out: `pending` (waiting for an ACK or for the next try), `acked`, `no-ack` (a one-shot send,
 * malformed or burst, that got none and is not retried), `dropped` (drop-connection: cut on purpose).
 */
export type Outcome = 'acked' | 'not-acked' | 'pending' | 'no-ack' | 'dropped';

export interface LogEntry {
  /** Position in the log, from 1. */
  id: number;
  direction: 'in' | 'out';
  kind: LogKind;
  /** MSH-10; null for the malformed frame, which has no MSH. */
  controlId: string | null;
  /** MSH-9 as sent, e.g. ORU^R01^ORU_R01; null when not HL7. */
  messageType: string | null;
  placer: string | null;
  /** in: the ACK code the simulator sent; out: the ACK code it received; null for none (yet). */
  ackCode: string | null;
  /** When the entry was made: the order came in, or the message was queued to go out. */
  at: string;
  /** When the latest copy went or came. */
  lastAt: string;
  /** Copies sent or received under this control id (0 while a message waits for its first send): a retry, or the portal's retry of an order, counts here and never as a new entry. */
  attempts: number;
  outcome: Outcome;
  /** Why the last try failed (no ACK within 10000 ms, connect ECONNREFUSED ...), or why an order was refused. */
  error: string | null;
  /** Round trip of the acknowledged copy, ms. */
  ackMs: number | null;
}

export type NewEntry = Pick<LogEntry, 'direction' | 'kind' | 'controlId' | 'messageType' | 'placer'> & Partial<Pick<LogEntry, 'outcome' | 'ackCode' | 'error'>>;

/**
 * Every message in and out, one entry per control id. The portal's throughput test compares its
 * counts with this log, so an entry is never duplicated: a repeat of a control id (our retry, or
 * the portal's retry of an order) adds to `attempts` on the entry it already has.
 */
export class MessageLog {
  private readonly entries: LogEntry[] = [];
  private readonly incoming = new Map<string, LogEntry>();

  add(entry: NewEntry): LogEntry {
    const at = new Date().toISOString();
    const added: LogEntry = { ackCode: null, error: null, outcome: 'pending', ...entry, id: this.entries.length + 1, at, lastAt: at, attempts: entry.direction === 'in' ? 1 : 0, ackMs: null };
    this.entries.push(added);
    if (entry.direction === 'in' && entry.controlId) this.incoming.set(entry.controlId, added);
    return added;
  }

  /** The entry of an order already received under this control id (the portal retrying it). */
  incomingFor(controlId: string): LogEntry | undefined {
    return controlId ? this.incoming.get(controlId) : undefined;
  }

  /** Another copy of the entry's message went or came. */
  attempt(entry: LogEntry): void {
    entry.attempts += 1;
    entry.lastAt = new Date().toISOString();
  }

  list(): readonly LogEntry[] {
    return this.entries;
  }
}
