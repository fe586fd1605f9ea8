import type { Task } from '@medplum/fhirtypes';
import { fhirError, notFound } from './outcome';
import { readLabData, writeLabData } from './persistence';
import type { PlannedAnswers } from './answers';
import { applyCorrection, type Correction } from './corrections';
import { buildResults, orderKey } from './report';
import { ResourceStore } from './resource-store';

export type { Order, OrderStatus } from './order';
import type { Order, OrderStatus } from './order';

export type OrderSummary = Omit<Order, 'lastStepAt'> & { nextStepAt?: string };

export interface OrderStoreOptions {
  /** Seconds between steps; 0 = only POST /admin/orders/{id}/advance moves an order. */
  stepSeconds: number;
  now: () => number;
  dataFile?: string;
}

/** The Task statuses with which a lab closes an order it will not complete. */
export const CLOSED_TASK_STATUSES = ['failed', 'rejected', 'cancelled'] as const;
export type ClosedTaskStatus = (typeof CLOSED_TASK_STATUSES)[number];

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { requested: 'in-progress', 'in-progress': 'completed' };

/**
 * The lab's orders (one per Task) and every resource it holds. The clock is lazy: nothing runs in
 * the background; `tick()` (called before each request is handled) applies every step that fell due
 * since the last look, each at the moment it was due.
 */
export class OrderStore {
  readonly resources = new ResourceStore();
  private orders = new Map<string, Order>();

  constructor(private readonly options: OrderStoreOptions) {
    const data = options.dataFile ? readLabData(options.dataFile) : undefined;
    if (data) {
      this.resources.load(data.resources);
      for (const order of data.orders) this.orders.set(order.taskId, order);
    }
  }

  now(): number {
    return this.options.now();
  }

  /** Starts an order for a newly created Task. */
  addOrder(task: Task): void {
    const at = this.now();
    const id = task.id as string;
    this.orders.set(id, { taskId: id, requisition: orderKey(task), status: 'requested', submittedAt: new Date(at).toISOString(), lastStepAt: at });
  }

  /** Applies every step that is due by now; saves when something moved. */
  tick(): void {
    const stepMs = this.options.stepSeconds * 1000;
    if (stepMs <= 0) return;
    const now = this.now();
    let moved = false;
    for (const order of this.orders.values()) {
      while (NEXT[order.status] && order.lastStepAt + stepMs <= now) {
        this.step(order, order.lastStepAt + stepMs);
        moved = true;
      }
    }
    if (moved) this.save();
  }

  /** POST /admin/orders/{taskId}/advance: the next step now. */
  advance(taskId: string): OrderSummary {
    const order = this.order(taskId);
    if (!NEXT[order.status]) throw fhirError(409, 'business-rule', `Order ${taskId} is ${order.status}: it has no next step`);
    this.step(order, this.now());
    this.save();
    return this.summary(order);
  }

  /** POST /admin/orders/{taskId}/fail: the lab fails, rejects or cancels the order (Task.status says which). */
  fail(taskId: string, reason: string, taskStatus: ClosedTaskStatus = 'failed'): OrderSummary {
    const order = this.order(taskId);
    if (order.status === 'completed') throw fhirError(409, 'business-rule', `Order ${taskId} is already completed`);
    const at = this.now();
    const task = this.task(order);
    const business = taskStatus === 'cancelled' ? 'Cancelled' : 'Rejected';
    this.resources.update<Task>({ ...task, status: taskStatus, statusReason: { text: reason }, businessStatus: { text: business }, lastModified: new Date(at).toISOString() }, at);
    Object.assign(order, { status: 'failed', failedAt: new Date(at).toISOString(), reason, lastStepAt: at });
    this.save();
    return this.summary(order);
  }

  /** POST /admin/orders/{taskId}/answers: how the lab will report these tests when it completes the order. */
  planAnswers(taskId: string, answers: PlannedAnswers): OrderSummary {
    const order = this.order(taskId);
    if (order.status === 'completed' || order.status === 'failed') throw fhirError(409, 'business-rule', `Order ${taskId} is ${order.status}: its results are decided`);
    order.answers = { ...order.answers, ...answers };
    this.save();
    return this.summary(order);
  }

  /** POST /admin/orders/{taskId}/correct: the lab changes a result of a completed order. */
  correct(taskId: string, correction: Correction): ReturnType<typeof applyCorrection> {
    const order = this.order(taskId);
    if (order.status !== 'completed' || !order.reportId) throw fhirError(409, 'business-rule', `Order ${taskId} is ${order.status}: it has no results to correct`);
    const observation = applyCorrection(this.resources, order.reportId, correction, this.now());
    this.save();
    return observation;
  }

  list(): OrderSummary[] {
    return [...this.orders.values()].map((order) => this.summary(order));
  }

  get(taskId: string): OrderSummary {
    return this.summary(this.order(taskId));
  }

  /** POST /admin/reset: forget every order and resource. */
  reset(): void {
    this.orders.clear();
    this.resources.clear();
    this.save();
  }

  save(): void {
    if (!this.options.dataFile) return;
    writeLabData(this.options.dataFile, { version: 1, orders: [...this.orders.values()], resources: this.resources.toJSON() });
  }

  private order(taskId: string): Order {
    const order = this.orders.get(taskId);
    if (!order) throw notFound(`Task/${taskId}`);
    return order;
  }

  private task(order: Order): Task {
    const task = this.resources.get<Task>('Task', order.taskId);
    if (!task) throw notFound(`Task/${order.taskId}`);
    return task;
  }

  /** One step at `at`: requested -> in-progress (sample received) -> completed (results created). */
  private step(order: Order, at: number): void {
    const next = NEXT[order.status];
    if (!next) return;
    const task = this.task(order);
    const iso = new Date(at).toISOString();
    if (next === 'in-progress') {
      this.resources.update<Task>(
        { ...task, status: 'in-progress', businessStatus: { text: 'Sample received' }, executionPeriod: { start: iso }, lastModified: iso },
        at,
      );
      Object.assign(order, { status: next, receivedAt: iso, lastStepAt: at });
      return;
    }
    const receivedAt = order.receivedAt ?? iso;
    const { report, observations } = buildResults(task, this.resources, receivedAt, iso, order.answers);
    for (const observation of observations) this.resources.create(observation, at);
    this.resources.create(report, at);
    this.resources.update<Task>(
      {
        ...task,
        status: 'completed',
        businessStatus: { text: 'Results reported' },
        executionPeriod: { start: receivedAt, end: iso },
        lastModified: iso,
        output: [{ type: { text: 'DiagnosticReport' }, valueReference: { reference: `DiagnosticReport/${report.id}` } }],
      },
      at,
    );
    Object.assign(order, { status: next, receivedAt, completedAt: iso, reportId: report.id, lastStepAt: at });
  }

  private summary(order: Order): OrderSummary {
    const { lastStepAt, ...rest } = order;
    const stepMs = this.options.stepSeconds * 1000;
    return NEXT[order.status] && stepMs > 0 ? { ...rest, nextStepAt: new Date(lastStepAt + stepMs).toISOString() } : rest;
  }
}
