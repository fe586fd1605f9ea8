// Test connection: {base}/metadata must be a FHIR R4 CapabilityStatement (fhirVersion 4.0.x). The
// answer says in words what was found, or why the lab cannot be used.
import { LAB_CONNECTION_MESSAGES as M, type LabConnectionTestResponse } from '@lab/shared';
import type { FhirCall } from './fhir-client';
import { ExternalLabError } from './provider';

function describe(answer: unknown): string {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return 'something that is not a FHIR resource';
  const type = (answer as { resourceType?: unknown }).resourceType;
  return typeof type === 'string' ? `a ${type.slice(0, 64)}` : 'JSON without a resourceType';
}

export async function capabilityCheck(call: FhirCall): Promise<LabConnectionTestResponse> {
  let answer: unknown;
  try {
    answer = await call('GET', '/metadata');
  } catch (error) {
    if (error instanceof ExternalLabError) return { ok: false, message: error.message, fhir_version: null };
    throw error;
  }
  const statement = answer as { resourceType?: unknown; fhirVersion?: unknown; software?: { name?: unknown; version?: unknown } };
  if (statement === null || typeof statement !== 'object' || statement.resourceType !== 'CapabilityStatement') return { ok: false, message: M.notCapability(describe(answer)), fhir_version: null };
  const version = typeof statement.fhirVersion === 'string' ? statement.fhirVersion.slice(0, 20) : null;
  if (!version || !/^4\.0\.\d+$/.test(version)) return { ok: false, message: M.notR4(version ?? 'none'), fhir_version: version };
  const name = typeof statement.software?.name === 'string' ? statement.software.name.slice(0, 100) : null;
  const softwareVersion = typeof statement.software?.version === 'string' ? ` ${statement.software.version.slice(0, 30)}` : '';
  return { ok: true, message: M.testOk(version, name ? `${name}${softwareVersion}` : null), fhir_version: version };
}
