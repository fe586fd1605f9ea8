import { COMMON_MESSAGES as M } from '@lab/shared';
import { HttpError } from '../errors';

/** The SQLSTATE of a database error, whether the driver's own or wrapped by drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * What PostgreSQL answers when it rolled a whole transaction back for another one's sake, through
 * no fault of its own: a deadlock (it chose this transaction to abort) or a serialization failure.
 * Run again, the same work normally goes through (retryTransactionsOn).
 */
const ROLLED_BACK_FOR_ANOTHER = new Set(['40P01', '40001']);

export const isRolledBackForAnother = (error: unknown) => ROLLED_BACK_FOR_ANOTHER.has(sqlState(error) ?? '');

/**
 * A database error that the caller's input caused, as a 4xx: class 22 (a value the column cannot
 * hold) is a 400, class 23 (a rule of the data: unique, reference, check) a 400 or 409. Anything
 * else is not the caller's doing and stays a 500.
 */
export function inputErrorOf(error: unknown): HttpError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state.startsWith('22')) return new HttpError(400, M.invalidValue);
  switch (state) {
    case '23505':
      return new HttpError(409, M.duplicate);
    case '23503':
      return new HttpError(409, M.referenced);
    case '23502':
      return new HttpError(400, M.valueMissing);
    case '23514':
      return new HttpError(400, M.valueNotAllowed);
    case '23P01':
      return new HttpError(409, M.conflicting);
  }
  return state.startsWith('23') ? new HttpError(400, M.invalidValue) : null;
}
