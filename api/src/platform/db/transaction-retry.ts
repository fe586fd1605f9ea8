import { isRolledBackForAnother } from './errors';
import type { Db } from './client';

/** How many times a transaction is run in all before its deadlock reaches the caller (as a 503). */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Makes `db.transaction` run its work again when PostgreSQL rolled it back for another
 * transaction. Nothing of the aborted attempt was kept, so running it again cannot double
 * anything the database holds; the work given to a transaction writes only to the database (mail,
 * SMS, HL7 and FHIR sends happen after the commit, from what it stored), so nothing outside
 * doubles either. The pause before each new attempt is short and random, so that the two
 * transactions that met do not meet again in step. Deadlocks are avoided where they were found
 * (rows locked in one order); this is for the ones nobody has found yet, which would otherwise
 * reach a user as a failed save.
 */
export function retryTransactionsOn(db: Db, pause: (attempt: number) => Promise<void> = randomPause): void {
  const run = db.transaction.bind(db);
  db.transaction = async function transaction(work, config) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRolledBackForAnother(error)) throw error;
        await pause(attempt);
      }
    }
  } as Db['transaction'];
}

/** 5-25 ms after the first failure, 10-50 after the second. */
const randomPause = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
