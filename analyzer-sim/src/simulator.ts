import { runBurst, type BurstReport } from './burst';
import type { SimConfig } from './config';
import { halfFrame, mllpFrame, type Hl7Message } from './hl7';
import { MessageLog, type LogEntry, type LogKind, type Outcome } from './message-log';
import { OrderIntake } from './order-intake';
import { buildOru, ControlIds, oruText, type OruContent } from './oru';
import { Outbox, within, type Delivery } from './outbox';
import type { PortalAddress } from './portal-link';
import { sendRawAndReadReply, writeAndDrop } from './raw-frames';
import { correctedResult, randomFor, resultFor, type TestResult } from './values';
import { Worklist, type WorklistOrder } from './worklist';

const ORU_TYPE = 'ORU^R01^ORU_R01';

/** What a control answers: what it sent and what came back. */
export interface ControlAnswer {
  placer: string | null;
  controlId: string | null;
  /** The ACK code received; null when none (yet: a result is retried in the background). */
  ackCode: string | null;
  attempts: number;
  outcome: Outcome;
  error: string | null;
}

/** A control that cannot be done: 404 for an unknown placer, 409 when the order is in the wrong state. */
export class ControlError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The placer and tube of the "unknown order" control: the portal has never seen them. */
export const UNKNOWN_ORDER = { placer: 'REQ-999999', barcode: 'UNKNOWN-1' };
export const UNMAPPED_CODE = 'ZZZ-UNMAPPED';

/**
 * The analyzer: orders in through the intake, results out through the outbox after the delay,
 * and the controls that make it misbehave on purpose. No sockets of its own but the outgoing
 * ones; app.ts opens the order port and the HTTP controls around it.
 */
export class AnalyzerSim {
  readonly log = new MessageLog();
  readonly worklist = new Worklist();
  readonly ids = new ControlIds();
  readonly intake: OrderIntake;
  private readonly outbox: Outbox;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(readonly config: SimConfig) {
    this.outbox = new Outbox(this.portal, config, this.log);
    this.intake = new OrderIntake(this.worklist, this.log, {
      accepted: (order) => this.schedule(order),
      cancelled: (order) => this.unschedule(order.placer),
    });
  }

  private get portal(): PortalAddress {
    return { host: this.config.portalHost, port: this.config.portalPort, ackTimeoutMs: this.config.ackTimeoutMs };
  }

  private schedule(order: WorklistOrder): void {
    this.unschedule(order.placer);
    const timer = setTimeout(() => {
      this.timers.delete(order.placer);
      if (order.status === 'received') this.sendResult(order.placer);
    }, this.config.resultDelayMs);
    this.timers.set(order.placer, timer);
  }

  private unschedule(placer: string): void {
    clearTimeout(this.timers.get(placer));
    this.timers.delete(placer);
  }

  private orderOrFail(placer: string): WorklistOrder {
    const order = this.worklist.get(placer);
    if (!order) throw new ControlError(404, `no order ${placer} on the analyzer`);
    return order;
  }

  /** The values the analyzer measures for an order: the same for its result and for a burst. */
  private measure(order: WorklistOrder): TestResult[] {
    return order.tests.map((test) => resultFor(test.code, test.name, randomFor(this.config.seed, order.placer, test.code, 'result')));
  }

  private content(order: WorklistOrder, results: TestResult[], status: 'F' | 'C' = 'F'): Omit<OruContent, 'sender' | 'controlId'> {
    return { placer: order.placer, barcode: order.barcode, patient: order.patient, results, status, observedAt: new Date() };
  }

  /** A new control id, its log entry, and the message under that id. */
  private prepare(kind: LogKind, content: Omit<OruContent, 'sender' | 'controlId'>): { message: Hl7Message; entry: LogEntry } {
    const controlId = this.ids.next();
    const entry = this.log.add({ direction: 'out', kind, controlId, messageType: ORU_TYPE, placer: content.placer });
    return { message: buildOru({ ...content, sender: this.config.name, controlId }), entry };
  }

  private enqueue(kind: LogKind, content: Omit<OruContent, 'sender' | 'controlId'>, order?: WorklistOrder): Delivery {
    const { message, entry } = this.prepare(kind, content);
    order?.resultControlIds.push(entry.controlId as string);
    return this.outbox.send(message, entry);
  }

  /** The order's result, now: at the end of its delay, or on POST /control/send-result. */
  sendResult(placer: string): Delivery {
    const order = this.orderOrFail(placer);
    if (order.status !== 'received') throw new ControlError(409, `order ${placer} is ${order.status}: a result goes once (POST /control/correction changes one)`);
    this.unschedule(placer);
    const results = this.measure(order);
    Object.assign(order, { status: 'resulted', resultedAt: new Date().toISOString(), results });
    return this.enqueue('result', this.content(order, results), order);
  }

  /** The resulted order's values changed, as final-corrected (OBX-11 C), under a new control id. */
  correct(placer: string): Delivery {
    const order = this.orderOrFail(placer);
    if (order.status !== 'resulted' || !order.results) throw new ControlError(409, `order ${placer} is ${order.status}: only a resulted order can be corrected`);
    const round = order.resultControlIds.length;
    order.results = order.results.map((result) => correctedResult(result, randomFor(this.config.seed, placer, result.code, `correction-${round}`)));
    return this.enqueue('correction', this.content(order, order.results, 'C'), order);
  }

  /** A result for an order the portal never sent. */
  unknownOrder(): Delivery {
    const results = [resultFor('GLU', '', randomFor(this.config.seed, UNKNOWN_ORDER.placer, 'GLU', 'result'))];
    const patient = { mrn: 'UNKNOWN', family: 'UNKNOWN', given: 'PATIENT' };
    return this.enqueue('unknown-order', { ...UNKNOWN_ORDER, patient, results, status: 'F', observedAt: new Date() });
  }

  /** A result whose only OBX has a code the portal cannot map (for `placer`, else the newest order). */
  unmappedCode(placer?: string): Delivery {
    const order = placer ? this.orderOrFail(placer) : this.worklist.latest();
    if (!order) throw new ControlError(409, 'no order on the analyzer yet: send one, or name a placer');
    const results = [resultFor(UNMAPPED_CODE, 'Unmapped test', randomFor(this.config.seed, order.placer, UNMAPPED_CODE, 'result'))];
    return this.enqueue('unmapped-code', this.content(order, results));
  }

  /** What a control answers about a delivery: after its first try, or sooner when it waits behind one being retried. */
  async answer(delivery: Delivery): Promise<ControlAnswer> {
    await within(delivery.firstTry, 2 * this.config.ackTimeoutMs + 500);
    return answerOf(delivery.entry);
  }

  /** `HELLO` in MLLP framing: not HL7. The portal should answer AR; the ACK (or its absence) is recorded, never retried. */
  async malformed(): Promise<ControlAnswer> {
    const entry = this.log.add({ direction: 'out', kind: 'malformed', controlId: null, messageType: null, placer: null });
    this.log.attempt(entry);
    const reply = await sendRawAndReadReply({ ...this.portal, timeoutMs: this.config.ackTimeoutMs }, mllpFrame('HELLO'));
    Object.assign(entry, { ackCode: reply.ackCode, error: reply.error, outcome: reply.ackCode ? 'acked' : 'no-ack' });
    return answerOf(entry);
  }

  /** Half an ORU frame, then the socket destroyed: the portal must store nothing. */
  async dropConnection(): Promise<ControlAnswer & { bytesWritten: number }> {
    const order = this.worklist.latest();
    const content = order
      ? this.content(order, order.results ?? this.measure(order))
      : { ...UNKNOWN_ORDER, patient: { mrn: 'UNKNOWN', family: 'UNKNOWN', given: 'PATIENT' }, results: [], status: 'F' as const, observedAt: new Date() };
    const controlId = this.ids.next();
    const entry = this.log.add({ direction: 'out', kind: 'drop-connection', controlId, messageType: ORU_TYPE, placer: content.placer, outcome: 'dropped' });
    this.log.attempt(entry);
    const sent = await writeAndDrop({ ...this.portal, timeoutMs: this.config.ackTimeoutMs }, halfFrame(oruText({ ...content, sender: this.config.name, controlId })));
    entry.error = sent.error ?? 'cut mid-frame on purpose';
    return { ...answerOf(entry), bytesWritten: sent.bytesWritten };
  }

  /** `count` ORUs for the newest order that is not cancelled, each under its own control id, over `connections` connections. */
  async burst(count: number, connections: number): Promise<BurstReport & { placer: string }> {
    const order = this.worklist.latest();
    if (!order) throw new ControlError(409, 'no order on the analyzer yet: a burst repeats the newest order');
    const results = order.results ?? this.measure(order);
    const report = await runBurst({ count, connections, next: () => this.prepare('burst', this.content(order, results)) }, this.portal, this.log);
    return { placer: order.placer, ...report };
  }

  /** Orders' timers cleared and the outbox stopped: nothing more is sent. */
  async stop(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.outbox.stop();
  }
}

const answerOf = (entry: LogEntry): ControlAnswer => ({
  placer: entry.placer,
  controlId: entry.controlId,
  ackCode: entry.ackCode,
  attempts: entry.attempts,
  outcome: entry.outcome,
  error: entry.error,
});
