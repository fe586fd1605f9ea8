// Delivers the outbox: claims due messages, sends each over MLLP to its instrument's order address
// and waits for the ACK. AA or CA: delivered. AE or AR: the instrument refused it, and sending the
// same message again would not change that: dead, for a person to look at (Retry, Discard). No
// answer (unreachable, timeout, dropped): tried again after a doubling back-off, dead after
// OUTBOX_MAX_ATTEMPTS. Several API instances may run a worker each; a message whose sender stopped
// mid-send goes out again with the same control id, which the instrument recognises as a repeat.
// An external lab's FHIR orders share the queue: the external-lab module gives the worker their
// sender (app.ts), which sends one and records its outcome with the order's state, as its Submit
// does; the worker only claims them and hands them over.
import { OUTBOX_MAX_ATTEMPTS, outboxDelayMs } from '@lab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { Hl7Client, Hl7Message } from './hl7';
import { recordOutcome } from './outbox-messages';
import * as queries from './outbox-queries';

export interface OutboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** OUTBOX_INTERVAL_MS: the pause between passes when nothing was due. */
  intervalMs: number;
  batchSize: number;
  /** How long an instrument has to connect and answer. */
  timeoutMs: number;
  /** Told after each outcome (live updates). */
  onChange?: (messageId: number) => void;
  /** Delivers protocol 'fhir' messages; without one the worker leaves them to a worker that has it. */
  fhir?: OutboxSender;
}

/** A protocol's sender from another module: sends a claimed message and records its outcome itself. */
export interface OutboxSender {
  /** How long one send may take (the lease is three times the longest). */
  timeoutMs: number;
  deliver(message: { id: number; control_id: string; raw: string; attempts: number }): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'No answer';

async function sendOne(message: queries.ClaimedMessage, timeoutMs: number): Promise<Hl7Message> {
  if (!message.order_host || !message.order_port) throw new Error('The instrument has no order address');
  const client = new Hl7Client({ host: message.order_host, port: message.order_port, connectTimeout: timeoutMs });
  try {
    return await client.sendAndWait(Hl7Message.parse(message.raw), { timeoutMs, returnAck: 'first' });
  } finally {
    await client.close().catch(() => undefined);
  }
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: OutboxOptions) {}

  /** One pass: claims a batch and delivers it; answers how many it handled. */
  async pass(): Promise<number> {
    const { db, batchSize, timeoutMs, fhir } = this.options;
    const claimed = await queries.claimDue(db, batchSize, Math.max(timeoutMs, fhir?.timeoutMs ?? 0) * 3, !!fhir);
    await Promise.all(claimed.map((message) => (message.protocol === 'fhir' ? this.deliverFhir(message) : this.deliver(message))));
    return claimed.length;
  }

  private async deliver(message: queries.ClaimedMessage): Promise<void> {
    const { db, timeoutMs, log } = this.options;
    try {
      const ack = await sendOne(message, timeoutMs);
      const msa = ack.getSegment('MSA');
      const code = msa?.getField(1).toString().toUpperCase() ?? '';
      if (code === 'AA' || code === 'CA') await recordOutcome(db, message.id, message.attempts, { delivered: true, ackCode: code, ackRaw: ack.toString() });
      else {
        const reason = ack.getSegment('ERR')?.getField(8).toString() || msa?.getField(3).toString() || `The instrument answered ${code || 'no acknowledgement code'}`;
        await recordOutcome(db, message.id, message.attempts, { delivered: false, dead: true, error: reason, ackCode: code || null, ackRaw: ack.toString(), retryInMs: 0 });
      }
    } catch (error) {
      const dead = message.attempts >= OUTBOX_MAX_ATTEMPTS;
      log.warn({ err: error, message: message.id, attempts: message.attempts }, 'outbox: delivery failed');
      await recordOutcome(db, message.id, message.attempts, { delivered: false, dead, error: errorText(error), ackCode: null, ackRaw: null, retryInMs: outboxDelayMs(message.attempts) });
    }
    this.options.onChange?.(message.id);
  }

  private async deliverFhir(message: queries.ClaimedMessage): Promise<void> {
    try {
      await this.options.fhir!.deliver(message);
    } catch (error) {
      // the sender records every answer of the lab itself; this is a failure of ours (the database,
      // an unreadable message): count it as a failed attempt, so it is retried with back-off and
      // dies after the last one rather than coming back after every lease for ever
      this.options.log.error({ err: error, message: message.id }, 'outbox: FHIR delivery failed');
      const outcome = { delivered: false as const, dead: message.attempts >= OUTBOX_MAX_ATTEMPTS, error: errorText(error), ackCode: null, ackRaw: null, retryInMs: outboxDelayMs(message.attempts) };
      await recordOutcome(this.options.db, message.id, message.attempts, outcome).catch(() => undefined);
    }
    this.options.onChange?.(message.id);
  }

  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.pass()
        .then((n) => (n > 0 ? 0 : this.options.intervalMs))
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'outbox: pass failed');
          return this.options.intervalMs;
        })
        .then((wait) => {
          if (!this.stopped) this.timer = setTimeout(() => void tick(), wait);
        });
      await this.running;
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
