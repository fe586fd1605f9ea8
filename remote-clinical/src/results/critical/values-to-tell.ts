import { isCriticalFlag, type ResultValue, type TestResultDetail } from '@lab/shared';

/**
 * The values a call-back tells of: those of an amendment waiting for release when it has critical
 * values (the next release shows them), else the result's own.
 */
export function valuesToTell(result: TestResultDetail): ResultValue[] {
  const pending = result.pending_amendment?.result_values;
  return pending && pending.some((v) => isCriticalFlag(v.flag)) ? pending : result.result_values;
}
