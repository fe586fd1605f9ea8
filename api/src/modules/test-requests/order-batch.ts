// One order's tests are created together or not at all. The form queues several tests for one
// patient; sent one by one, a refused second test left the first created, and the user to find and
// undo it. Here every test goes through the same checks and writes as a single POST, inside one
// transaction, and a refusal names the test it is about, so the user knows which one to change.
import { canOrderTests, repeatedBarcode, TEST_REQUEST_MESSAGES as M, type TestRequestDetail, type TestRequestPayload } from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { inputErrorOf, isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, forbidden, HttpError } from '../../platform/errors';
import type { ReminderSchedule } from '../reminders/public';
import { checkOrder } from './order-rules';
import * as queries from './queries';
import { getRequestDetail, insertOrdered } from './service';

/** Why test `test` (from 1) was refused; thrown inside the transaction so that it rolls back first. */
class TestRefused extends Error {
  constructor(
    readonly test: number,
    readonly reason: unknown,
  ) {
    super(`test ${test} refused`);
  }
}

/** The details of `ids`, in their order (one at a time: a pool of a few connections serves every caller). */
async function detailsOf(db: Db, caller: Caller, ids: number[]): Promise<TestRequestDetail[]> {
  const details: TestRequestDetail[] = [];
  for (const id of ids) details.push(await getRequestDetail(db, caller, id));
  return details;
}

/**
 * The order as an earlier call made it, when every test carries an idempotency key the caller has
 * already used: an order sent again (a retry after a lost answer, two clicks) is answered, not
 * made twice. An order repeated only in part is not a repeat: its known tests fail on their barcodes.
 */
async function earlierOrder(db: Db, caller: Caller, tests: TestRequestPayload[]): Promise<TestRequestDetail[] | null> {
  const keys = tests.map((t) => t.idempotency_key);
  if (keys.some((key) => !key)) return null;
  const ids = await queries.selectIdsByIdempotencyKeys(db, caller.user.id, keys as string[]);
  if (keys.some((key) => !ids.has(key!))) return null;
  return detailsOf(db, caller, keys.map((key) => ids.get(key!)!));
}

/** The refusal the caller sees: the test's own reason (a 4xx), named by its place in the order. */
function refusalOf({ test, reason }: TestRefused): unknown {
  const known = reason instanceof HttpError ? reason : isUniqueViolation(reason) ? conflict(M.barcodeTaken) : inputErrorOf(reason);
  return known ? new HttpError(known.statusCode, M.orderTestFailed(test, known.message), known.headers) : reason;
}

const isConflict = (reason: unknown) => (reason instanceof HttpError && reason.statusCode === 409) || isUniqueViolation(reason);

/**
 * Orders every test of `tests` in one transaction: each is checked and written exactly as POST
 * /tests/requests does (institution scope, the caller as clinician, audit row), and the first
 * refusal undoes them all. `created` is false when the whole order was made by an earlier call.
 */
export async function createOrder(db: Db, caller: Caller, schedule: ReminderSchedule, tests: TestRequestPayload[]): Promise<{ requests: TestRequestDetail[]; created: boolean }> {
  if (!canOrderTests(caller.user)) throw forbidden(M.accessDenied);
  const repeated = repeatedBarcode(tests.map((t) => t.barcode_number));
  if (repeated) throw badRequest(M.orderTestFailed(repeated.index + 1, M.barcodeRepeated(repeated.barcode)));
  const earlier = await earlierOrder(db, caller, tests);
  if (earlier) return { requests: earlier, created: false };

  let ids: number[];
  try {
    ids = await db.transaction(async (tx) => {
      const made: number[] = [];
      for (const [index, body] of tests.entries()) {
        try {
          const input = await checkOrder(tx, caller, body, null, schedule.serverTimeZone);
          const id = await insertOrdered(tx, caller, schedule, input, body.idempotency_key ?? null);
          // the key is the caller's already: another test of theirs, or this order made meanwhile
          if (id === null) throw conflict(M.idempotencyKeyUsed);
          made.push(id);
        } catch (error) {
          throw new TestRefused(index + 1, error);
        }
      }
      return made;
    });
  } catch (error) {
    if (!(error instanceof TestRefused)) throw error;
    // the same order sent twice at once: the other call made it while this one was checking
    const same = isConflict(error.reason) ? await earlierOrder(db, caller, tests) : null;
    if (same) return { requests: same, created: false };
    throw refusalOf(error);
  }
  return { requests: await detailsOf(db, caller, ids), created: true };
}
