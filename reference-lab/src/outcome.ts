import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

export type IssueCode = OperationOutcomeIssue['code'];

/** An error answered as an OperationOutcome with an HTTP status. */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly issues: OperationOutcomeIssue[],
  ) {
    super(issues.map((issue) => issue.diagnostics ?? issue.details?.text ?? issue.code).join('; '));
  }
}

export function issue(code: IssueCode, diagnostics: string, expression?: string[]): OperationOutcomeIssue {
  return { severity: 'error', code, diagnostics, ...(expression ? { expression } : {}) };
}

export function fhirError(statusCode: number, code: IssueCode, diagnostics: string, expression?: string[]): FhirError {
  return new FhirError(statusCode, [issue(code, diagnostics, expression)]);
}

export function operationOutcome(issues: OperationOutcomeIssue[]): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: issues };
}

export const notFound = (what: string) => fhirError(404, 'not-found', `${what} not found`);
