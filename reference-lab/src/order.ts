// An order's record: what the lab store keeps and the data file holds, apart from the store itself.
import type { PlannedAnswers } from './answers';

/** Where an order is; the same words as Task.status. */
export type OrderStatus = 'requested' | 'in-progress' | 'completed' | 'failed';

export interface Order {
  taskId: string;
  /** The Task identifier (urn:lab-portal:test-request), e.g. REQ-000123. */
  requisition: string;
  status: OrderStatus;
  submittedAt: string;
  /** When the current status began (ms since the epoch): the clock counts the next step from here. */
  lastStepAt: number;
  receivedAt?: string;
  completedAt?: string;
  failedAt?: string;
  reason?: string;
  reportId?: string;
  /** How the lab will report some of its tests (answers.ts), set before it completes. */
  answers?: PlannedAnswers;
}

/** An order as GET /admin/orders shows it. */
