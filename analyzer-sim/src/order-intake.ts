import { controlIdOf, escapeHl7, hl7Time, Hl7Message, Hl7Segment, messageTypeOf, valueAt } from './hl7';
import type { LogEntry, LogKind, MessageLog } from './message-log';
import { readOrder, type OrderMessage } from './order-message';
import type { ControlIds } from './oru';
import type { Worklist, WorklistOrder } from './worklist';

type AckCode = 'AA' | 'AE' | 'AR';

interface Verdict {
  code: AckCode;
  kind: LogKind;
  placer: string | null;
  /** For AE and AR: the reason, HL7 table 0357 code and location (ERR-3, ERR-2). */
  problem?: { reason: string; errorCode: string; location: string };
}

export interface IntakeHooks {
  /** A new order entered the worklist: its result is due after the delay. */
  accepted: (order: WorklistOrder) => void;
  /** An order was cancelled before its result: its timer must go. */
  cancelled: (order: WorklistOrder) => void;
}

/**
 * The analyzer's side of the order port: reads OML^O21 and ORM^O01, keeps the worklist, answers
 * each message with AA, AE or AR (or, with refuse-acks on, with nothing, so the portal must send it
 * again later). A message whose control id was already answered gets the same answer again and
 * changes nothing: it is the portal's retry after a lost ACK.
 */
export class OrderIntake {
  refuseAcks = false;
  /** The answer given to each control id, for the portal's retries. */
  private readonly answered = new Map<string, Verdict>();

  constructor(
    private readonly worklist: Worklist,
    private readonly log: MessageLog,
    private readonly hooks: IntakeHooks,
  ) {}

  /** The ACK for an order message, or null to send none. */
  handle(message: Hl7Message): Hl7Message | null {
    const controlId = controlIdOf(message);
    const earlier = this.log.incomingFor(controlId);
    if (earlier) this.log.attempt(earlier);
    if (this.refuseAcks) {
      // Not read, only noted: what it is comes from ORC alone.
      const orc = message.getSegment('ORC');
      const kind = valueAt(orc, 1).toUpperCase() === 'CA' ? 'cancel' : 'order';
      if (!earlier) this.log.add({ direction: 'in', kind, controlId: controlId || null, messageType: messageTypeOf(message) || null, placer: valueAt(orc, 2) || null, outcome: 'not-acked' });
      return null;
    }
    // Answered before: the same answer again. Received while refusing: it was never read, read it now.
    const verdict = this.answered.get(controlId) ?? this.judge(message);
    if (controlId) this.answered.set(controlId, verdict);
    const entry: LogEntry = earlier ?? this.log.add({ direction: 'in', kind: verdict.kind, controlId: controlId || null, messageType: messageTypeOf(message) || null, placer: verdict.placer });
    Object.assign(entry, { kind: verdict.kind, placer: verdict.placer, ackCode: verdict.code, outcome: 'acked', error: verdict.problem?.reason ?? null });
    const errSegment = verdict.problem ? errSegmentFor(verdict.problem, message) : undefined;
    return message.buildAck({ ackCode: verdict.code, ...(errSegment ? { errSegment } : {}) });
  }

  /** The ACK for a frame that is not HL7 at all (no MSH, so no control id to answer): AR, or nothing while refusing. */
  unreadable(sender: string, ids: ControlIds): Hl7Message | null {
    const acked = !this.refuseAcks;
    this.log.add({ direction: 'in', kind: 'unreadable', controlId: null, messageType: null, placer: null, outcome: acked ? 'acked' : 'not-acked', ackCode: acked ? 'AR' : null, error: 'not an HL7 message (no MSH)' });
    if (!acked) return null;
    return Hl7Message.parse(`MSH|^~\\&|${escapeHl7(sender)}|SIM|LABPORTAL|LAB|${hl7Time(new Date())}||ACK|${ids.next()}|P|2.5.1\rMSA|AR||Application Reject`);
  }

  private judge(message: Hl7Message): Verdict {
    const read = readOrder(message);
    if (!('order' in read)) return { code: 'AR', kind: 'order', placer: null, problem: read };
    return read.order.orderControl === 'CA' ? this.cancel(read.order) : this.take(read.order);
  }

  private take(message: OrderMessage): Verdict {
    const existing = this.worklist.get(message.placer);
    // The same placer again under a new control id: the analyzer already has it, one result is enough.
    if (!existing || existing.status === 'cancelled') this.hooks.accepted(this.worklist.add(message));
    return { code: 'AA', kind: 'order', placer: message.placer };
  }

  private cancel(message: OrderMessage): Verdict {
    const placer = message.placer;
    const order = this.worklist.get(placer);
    if (!order) return { code: 'AE', kind: 'cancel', placer, problem: { reason: `no order ${placer} on the analyzer`, errorCode: '204', location: 'ORC^1^2' } };
    if (order.status === 'resulted') {
      return { code: 'AE', kind: 'cancel', placer, problem: { reason: `order ${placer} already has its result`, errorCode: '207', location: 'ORC^1^2' } };
    }
    if (order.status === 'received') {
      order.status = 'cancelled';
      order.cancelledAt = new Date().toISOString();
      this.hooks.cancelled(order);
    }
    return { code: 'AA', kind: 'cancel', placer };
  }
}

/** ERR (HL7 2.5): ERR-2 where, ERR-3 the table 0357 code and our reason, ERR-4 E (error). */
function errSegmentFor(problem: { reason: string; errorCode: string; location: string }, message: Hl7Message): Hl7Segment {
  return Hl7Segment.parse(`ERR||${problem.location}|${problem.errorCode}^${escapeHl7(problem.reason)}^HL70357|E`, message.context);
}
