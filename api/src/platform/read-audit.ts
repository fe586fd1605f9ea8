import type { FastifyBaseLogger } from 'fastify';
import { auditRow, type AuditEntry, type AuditSource } from './audit';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

/** A view of patient data, as the audit trail names it. */
export const READ_ACTIONS = {
  patient: 'patient.viewed',
  test_request: 'test_request.viewed',
  test_result: 'test_result.viewed',
  test_result_report: 'test_result.report_viewed',
} as const;

export interface ReadAuditOptions {
  /** How long a view may wait before it is written (ms). */
  flushMs?: number;
  /** Written at once when this many wait. */
  batchSize?: number;
  log?: FastifyBaseLogger;
}

/**
 * Every read of patient data leaves an audit row (who, what, when, from where), written after the
 * answer instead of before it: views wait here for a few hundred milliseconds and go to the
 * database together, one statement per batch, so a page costs no write of its own. A batch that
 * fails stays to be written with the next one; closing the app writes what waits (a normal
 * shutdown loses nothing).
 */
export class ReadAuditLog {
  private waiting: (typeof auditLog.$inferInsert)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly options: ReadAuditOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.batchSize = options.batchSize ?? 200;
  }

  /** Notes a view now; it is written within flushMs. */
  record(entry: AuditEntry, source: AuditSource): void {
    this.waiting.push(auditRow(entry, source, new Date()));
    if (this.waiting.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes every view waiting (and waits for writes already under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  private async writeWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.batchSize);
      try {
        await this.db.insert(auditLog).values(batch);
      } catch (error) {
        // kept for the next flush: a database that is down for a moment loses no view
        this.waiting.unshift(...batch);
        this.options.log?.error({ err: error, waiting: this.waiting.length }, 'read audit rows not written yet');
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 4);
        return;
      }
    }
  }
}
