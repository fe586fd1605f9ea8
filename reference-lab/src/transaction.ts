import type { Bundle, BundleEntry, Resource, Task } from '@medplum/fhirtypes';
import { validateFhir } from './fhir-validation';
import { FhirError, fhirError } from './outcome';
import type { OrderStore } from './orders';
import { newId, referenceTo } from './resource-store';
import { alternativesOf, parseToken } from './search-values';

/** Task statuses a new order may arrive with (all mean "submitted" in docs/external-lab-fhir.md). */
const SUBMITTED_TASK_STATUSES = new Set(['draft', 'requested', 'received', 'accepted', 'ready', 'on-hold']);

interface PlannedEntry {
  /** The resource as stored (new) or found (ifNoneExist matched). */
  resource: Resource;
  created: boolean;
}

/**
 * `identifier=system|value` (or `identifier=value`) -> the search it asks for. Read as a query
 * string (URL-decoded), then with FHIR's escapes (`\|` is a bar in the value, not the separator).
 */
function parseIfNoneExist(ifNoneExist: string, index: number): { system: string | undefined; value: string } {
  const params = [...new URLSearchParams(ifNoneExist)];
  const where = [`Bundle.entry[${index}].request.ifNoneExist`];
  if (params.length !== 1 || params[0][0] !== 'identifier' || !params[0][1]) {
    throw fhirError(400, 'not-supported', `ifNoneExist supports one identifier=system|value search, not '${ifNoneExist}'`, where);
  }
  const alternatives = alternativesOf(params[0][1]);
  if (alternatives.length !== 1) throw fhirError(400, 'not-supported', `ifNoneExist supports one identifier, not a list ('${ifNoneExist}')`, where);
  return parseToken(alternatives[0]);
}

/** Replaces every `reference` found in `fullUrls` (urn:uuid:...) with the created resource's `Type/id`. */
function resolveReferences(value: unknown, fullUrls: Map<string, string>, unresolved: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, fullUrls, unresolved));
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'reference' && typeof item === 'string') {
      const target = fullUrls.get(item);
      if (!target && item.startsWith('urn:uuid:')) unresolved.add(item);
      copy[key] = target ?? item;
    } else {
      copy[key] = resolveReferences(item, fullUrls, unresolved);
    }
  }
  return copy;
}

function checkShape(body: unknown): Bundle {
  const bundle = body as Bundle | undefined;
  if (!bundle || typeof bundle !== 'object' || bundle.resourceType !== 'Bundle') {
    throw fhirError(400, 'invalid', 'Expected a Bundle of type transaction');
  }
  if (bundle.type !== 'transaction') throw fhirError(400, 'not-supported', `Bundle.type must be 'transaction', not '${bundle.type ?? ''}'`, ['Bundle.type']);
  const issues = validateFhir(bundle);
  if (issues.length) throw new FhirError(400, issues);
  const entries = bundle.entry ?? [];
  entries.forEach((entry, index) => {
    const where = [`Bundle.entry[${index}]`];
    if (!entry.resource) throw fhirError(400, 'required', 'Every entry needs a resource', where);
    if (entry.request?.method !== 'POST') throw fhirError(400, 'not-supported', 'Only POST (create) entries are supported', [`${where}.request.method`]);
    const url = entry.request.url.replace(/\/$/, '');
    if (url !== entry.resource.resourceType) {
      throw fhirError(400, 'invalid', `request.url '${entry.request.url}' does not match the resource type ${entry.resource.resourceType}`, [`${where}.request.url`]);
    }
  });
  const types = new Set(entries.map((entry) => entry.resource?.resourceType));
  if (!types.has('Task')) throw fhirError(400, 'required', 'The transaction has no Task (the order)', ['Bundle.entry']);
  if (!types.has('ServiceRequest')) throw fhirError(400, 'required', 'The transaction has no ServiceRequest (the tests ordered)', ['Bundle.entry']);
  return bundle;
}

/**
 * POST {base} with a transaction Bundle: all entries or none. Conditional creates (ifNoneExist on an
 * identifier) that match return the existing resource with 200 OK; the rest are created (201) with
 * their urn:uuid: references resolved to `Type/id`; every new Task starts an order.
 */
export function processTransaction(body: unknown, store: OrderStore, baseUrl: string): Bundle {
  const bundle = checkShape(body);
  const entries = bundle.entry as (BundleEntry & { resource: Resource })[];

  // 1. Which entries already exist, and the id each one will have.
  const fullUrls = new Map<string, string>();
  const planned: PlannedEntry[] = entries.map((entry, index) => {
    const { resourceType } = entry.resource;
    let existing: Resource | undefined;
    if (entry.request?.ifNoneExist) {
      const { system, value } = parseIfNoneExist(entry.request.ifNoneExist, index);
      const matches = store.resources.findByIdentifier(resourceType, system, value);
      if (matches.length > 1) {
        throw fhirError(412, 'duplicate', `ifNoneExist '${entry.request.ifNoneExist}' matches ${matches.length} ${resourceType} resources`, [
          `Bundle.entry[${index}].request.ifNoneExist`,
        ]);
      }
      existing = matches[0];
    }
    const resource = existing ?? { ...entry.resource, id: newId() };
    if (entry.fullUrl) fullUrls.set(entry.fullUrl, referenceTo(resource));
    return { resource, created: !existing };
  });

  // 2. Resolve references between entries; refuse urn:uuid: references to nothing in the Bundle.
  const unresolved = new Set<string>();
  for (const entry of planned) {
    if (entry.created) entry.resource = resolveReferences(entry.resource, fullUrls, unresolved) as Resource;
  }
  if (unresolved.size) throw fhirError(400, 'invalid', `References to no entry of the Bundle: ${[...unresolved].join(', ')}`);
  for (const [index, entry] of planned.entries()) {
    if (!entry.created || entry.resource.resourceType !== 'Task') continue;
    const task = entry.resource as Task;
    if (!SUBMITTED_TASK_STATUSES.has(task.status)) {
      throw fhirError(400, 'business-rule', `A new order's Task.status must be 'requested', not '${task.status}'`, [`Bundle.entry[${index}].resource.status`]);
    }
    const plannedIds = new Set(planned.map((item) => referenceTo(item.resource)));
    for (const basedOn of task.basedOn ?? []) {
      const reference = basedOn.reference ?? '';
      if (!reference.startsWith('ServiceRequest/') || !(plannedIds.has(reference) || store.resources.resolve(reference))) {
        throw fhirError(400, 'invalid', `Task.basedOn '${reference}' is not a ServiceRequest of this Bundle or of the lab`, [
          `Bundle.entry[${index}].resource.basedOn`,
        ]);
      }
    }
  }

  // 3. Commit.
  const at = store.now();
  for (const entry of planned) {
    if (!entry.created) continue;
    entry.resource = store.resources.create(entry.resource, at);
    if (entry.resource.resourceType === 'Task') store.addOrder(entry.resource as Task);
  }
  store.save();

  return {
    resourceType: 'Bundle',
    id: newId(),
    type: 'transaction-response',
    entry: planned.map(({ resource, created }) => ({
      fullUrl: `${baseUrl}/${referenceTo(resource)}`,
      resource,
      response: {
        status: created ? '201 Created' : '200 OK',
        location: `${referenceTo(resource)}/_history/${resource.meta?.versionId ?? '1'}`,
        etag: `W/"${resource.meta?.versionId ?? '1'}"`,
        ...(resource.meta?.lastUpdated ? { lastModified: resource.meta.lastUpdated } : {}),
      },
    })),
  };
}
