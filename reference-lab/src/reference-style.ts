import type { Bundle, DiagnosticReport, Reference, Resource, Task } from '@medplum/fhirtypes';
import type { ResourceStore } from './resource-store';

/**
 * How the lab writes the references a client follows (Task.output, DiagnosticReport.result, a
 * transaction's response.location). FHIR allows each: `DiagnosticReport/9` (relative, the default),
 * `https://lab/fhir/DiagnosticReport/9` (absolute), `DiagnosticReport/9/_history/2` (versioned),
 * or both. Stored references stay relative; the answer is rewritten as it goes out.
 */
export const REFERENCE_STYLES = ['relative', 'absolute', 'versioned', 'absolute-versioned'] as const;
export type ReferenceStyle = (typeof REFERENCE_STYLES)[number];

function restyle(reference: string, style: ReferenceStyle, baseUrl: string, store: ResourceStore): string {
  const match = /^([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(reference);
  if (!match) return reference;
  const versioned = style === 'versioned' || style === 'absolute-versioned';
  const absolute = style === 'absolute' || style === 'absolute-versioned';
  const version = versioned ? store.resolve(reference)?.meta?.versionId : undefined;
  return `${absolute ? `${baseUrl}/` : ''}${reference}${version ? `/_history/${version}` : ''}`;
}

function restyleResource(resource: Resource, style: ReferenceStyle, baseUrl: string, store: ResourceStore): Resource {
  const ref = <T extends Reference>(reference: T): T => (reference?.reference ? { ...reference, reference: restyle(reference.reference, style, baseUrl, store) } : reference);
  if (resource.resourceType === 'Task') {
    const task = resource as Task;
    return task.output ? { ...task, output: task.output.map((output) => ({ ...output, ...(output.valueReference ? { valueReference: ref(output.valueReference) } : {}) })) } : task;
  }
  if (resource.resourceType === 'DiagnosticReport') {
    const report = resource as DiagnosticReport;
    return report.result ? { ...report, result: report.result.map(ref) } : report;
  }
  return resource;
}

/** The answer with its references in `style`; non-FHIR payloads and relative style pass unchanged. */
export function styleReferences(payload: unknown, style: ReferenceStyle, baseUrl: string, store: ResourceStore): unknown {
  const resource = payload as Resource | undefined;
  if (style === 'relative' || !resource || typeof resource !== 'object' || typeof resource.resourceType !== 'string') return payload;
  if (resource.resourceType !== 'Bundle') return restyleResource(resource, style, baseUrl, store);
  const bundle = resource as Bundle;
  return {
    ...bundle,
    entry: bundle.entry?.map((entry) => ({
      ...entry,
      ...(entry.resource ? { resource: restyleResource(entry.resource, style, baseUrl, store) } : {}),
      ...(entry.response?.location ? { response: { ...entry.response, location: restyleLocation(entry.response.location, style, baseUrl) } } : {}),
    })),
  };
}

/** A location is versioned already (`Task/1/_history/1`): only the absolute styles change it. */
const restyleLocation = (location: string, style: ReferenceStyle, baseUrl: string) =>
  (style === 'absolute' || style === 'absolute-versioned') && !/^https?:/.test(location) ? `${baseUrl}/${location}` : location;
