import { COMMON_MESSAGES, type ReadinessStatus } from '@lab/shared';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import { pingDatabase } from './queries';

/** Ready when the database answers; a 503 otherwise (the cause is logged, not told). */
export async function checkReadiness(db: Db, log: { error(obj: unknown, msg: string): void }): Promise<ReadinessStatus> {
  try {
    await pingDatabase(db);
    return { status: 'ready' };
  } catch (error) {
    log.error(error, 'readiness check failed');
    throw new HttpError(503, COMMON_MESSAGES.databaseUnavailable);
  }
}
