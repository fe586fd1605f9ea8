import type { OrderMessage, OrderedTest, Patient } from './order-message';
import type { TestResult } from './values';

export type OrderStatus = 'received' | 'resulted' | 'cancelled';

/** An order on the analyzer, as GET /worklist shows it. */
export interface WorklistOrder {
  placer: string;
  barcode: string;
  patient: Patient;
  priority: string;
  tests: OrderedTest[];
  /** MSH-9 and MSH-10 of the order message. */
  messageType: string;
  orderControlId: string;
  status: OrderStatus;
  receivedAt: string;
  resultedAt: string | null;
  cancelledAt: string | null;
  /** The values last sent (a correction replaces them); null before the result. */
  results: TestResult[] | null;
  /** Control ids of the ORUs sent for it: the result, then each correction. */
  resultControlIds: string[];
}

/** The orders the analyzer holds, by placer order number, oldest first. */
export class Worklist {
  private readonly orders = new Map<string, WorklistOrder>();

  get(placer: string): WorklistOrder | undefined {
    return this.orders.get(placer);
  }

  /** A new order; one with the placer of a cancelled order takes its place (the portal ordered again). */
  add(message: OrderMessage): WorklistOrder {
    const order: WorklistOrder = {
      placer: message.placer,
      barcode: message.barcode,
      patient: message.patient,
      priority: message.priority,
      tests: message.tests,
      messageType: message.messageType,
      orderControlId: message.controlId,
      status: 'received',
      receivedAt: new Date().toISOString(),
      resultedAt: null,
      cancelledAt: null,
      results: null,
      resultControlIds: [],
    };
    this.orders.delete(message.placer);
    this.orders.set(message.placer, order);
    return order;
  }

  list(): WorklistOrder[] {
    return [...this.orders.values()];
  }

  /** The newest order that is not cancelled (the controls that need "an order" take this one). */
  latest(): WorklistOrder | undefined {
    return this.list()
      .reverse()
      .find((order) => order.status !== 'cancelled');
  }
}
