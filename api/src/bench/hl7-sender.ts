// The bench's analyzer: `connections` parallel MLLP connections, each sending one message and
// waiting for its ACK before the next (original mode), as an instrument's host interface does.
// A message that gets no ACK (refused connection, connection closed, timeout) is sent again under
// the same control id on a new connection, after a growing pause, until it is answered: the
// connection is dropped first, so that a late ACK on it cannot be taken for the retry's.
import { Hl7Client } from '../modules/interfaces/public';
import type { Outgoing } from './hl7-work';

export interface SenderOptions {
  host: string;
  port: number;
  connections: number;
  /** The next message to send; null when there is none left. */
  next: () => Outgoing | null;
  /** Wait for the connection, then for the ACK, before a try counts as failed. */
  ackTimeoutMs?: number;
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Told after each answered message (the kill phase counts them to know when to strike). */
  onAnswer?: (answer: Answer) => void;
}

export interface Answer {
  controlId: string;
  ackCode: string;
  /** Tries it took: more than 1 when a try went unanswered. */
  attempts: number;
  /** From the write of the answered try to its ACK. */
  latencyMs: number;
}

export interface SenderRun {
  answers: Answer[];
  /** Tries that got no ACK (each was sent again). */
  unansweredTries: number;
  /** Messages written and waiting for their ACK right now (the kill phase reads it at the kill). */
  inFlight(): number;
  /** Resolves when every message has its answer (or `stop` was called and the current ones have). */
  done: Promise<void>;
  /** Takes no further message from `next`; the ones being sent are still sent until answered. */
  stop(): void;
  /** Gives up: no further message, and no further try of the ones unanswered (the API will not come back). */
  abort(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client whose `closed` resolves when the connection goes (the library does not fail the wait then). */
async function open(host: string, port: number, timeoutMs: number) {
  const client = new Hl7Client({ host, port, connectTimeout: timeoutMs });
  let markClosed: () => void = () => undefined;
  const closed = new Promise<'closed'>((resolve) => (markClosed = () => resolve('closed')));
  client.addEventListener('close', () => markClosed());
  client.addEventListener('error', () => markClosed());
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return { client, closed };
}

type Connection = Awaited<ReturnType<typeof open>>;

async function drop(connection: Connection | null) {
  await connection?.client.close().catch(() => undefined);
}

export function startSenders(options: SenderOptions): SenderRun {
  const { host, port, ackTimeoutMs = 5000, retryInitialMs = 200, retryMaxMs = 2000 } = options;
  const answers: Answer[] = [];
  let unansweredTries = 0;
  let inFlight = 0;
  let stopped = false;
  let aborted = false;

  /** One try: the ACK, or null when none came. */
  async function tryOnce(connection: Connection, outgoing: Outgoing): Promise<{ ackCode: string; latencyMs: number } | null> {
    const started = performance.now();
    inFlight++;
    try {
      const ack = await Promise.race([
        connection.client.sendAndWait(outgoing.message, { timeoutMs: ackTimeoutMs }).catch(() => null),
        connection.closed.then(() => null),
      ]);
      if (!ack) return null;
      return { ackCode: ack.getSegment('MSA')?.getField(1).toString() ?? '', latencyMs: performance.now() - started };
    } finally {
      inFlight--;
    }
  }

  async function worker() {
    let connection: Connection | null = null;
    for (let outgoing = stopped ? null : options.next(); outgoing; outgoing = stopped ? null : options.next()) {
      let pause = retryInitialMs;
      for (let attempts = 1; ; attempts++) {
        if (!connection) connection = await open(host, port, ackTimeoutMs).catch(() => null);
        const answer = connection ? await tryOnce(connection, outgoing) : null;
        if (answer) {
          const done = { controlId: outgoing.controlId, ackCode: answer.ackCode, attempts, latencyMs: answer.latencyMs };
          answers.push(done);
          options.onAnswer?.(done);
          break;
        }
        unansweredTries++;
        await drop(connection);
        connection = null;
        if (aborted) return;
        await sleep(pause);
        pause = Math.min(pause * 2, retryMaxMs);
      }
    }
    await drop(connection);
  }

  const done = Promise.all(Array.from({ length: options.connections }, worker)).then(() => undefined);
  return {
    answers,
    get unansweredTries() {
      return unansweredTries;
    },
    inFlight: () => inFlight,
    done,
    stop() {
      stopped = true;
    },
    abort() {
      stopped = true;
      aborted = true;
    },
  };
}
