import type { Bundle, BundleEntry, Reference, Resource } from '@medplum/fhirtypes';
import type { ResourceStore } from './resource-store';
import { newId, referenceTo } from './resource-store';
import { alternativesOf, parseToken, unescapeValue } from './search-values';

export type SearchQuery = Record<string, string | string[] | undefined>;

const values = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** A search parameter name as the property it reads: 'based-on' -> basedOn. */
const propertyOf = (param: string) => param.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function references(resource: Resource, property: string): string[] {
  const value = (resource as unknown as Record<string, unknown>)[property];
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items.map((item) => (item as Reference).reference).filter((reference): reference is string => typeof reference === 'string');
}

function matchesToken(candidates: { system?: string; value?: string }[], token: string): boolean {
  const { system, value } = parseToken(token);
  if (system === undefined) return candidates.some((candidate) => candidate.value === value);
  return candidates.some((candidate) => (candidate.system ?? '') === system && (!value || candidate.value === value));
}

/** Reference search parameters and the properties they read. */
const REFERENCE_PARAMS: Record<string, string[]> = {
  subject: ['subject'],
  patient: ['subject', 'for', 'patient'],
  for: ['for'],
  'based-on': ['basedOn'],
  specimen: ['specimen'],
  result: ['result'],
};
/** Token search parameters on Identifier properties. */
const IDENTIFIER_PARAMS: Record<string, string> = { identifier: 'identifier', requisition: 'requisition' };

/** Does one search parameter (its unescaped-comma-separated values ORed) match? Unsupported parameters are ignored. */
function matches(resource: Resource, param: string, value: string): boolean {
  const escaped = alternativesOf(value);
  const alternatives = escaped.map(unescapeValue);
  const record = resource as unknown as Record<string, unknown>;
  if (param === '_id') return alternatives.includes(resource.id ?? '');
  if (param === 'status') return alternatives.includes(String(record.status));
  if (IDENTIFIER_PARAMS[param]) {
    const value = record[IDENTIFIER_PARAMS[param]];
    const identifiers = (Array.isArray(value) ? value : value ? [value] : []) as { system?: string; value?: string }[];
    return escaped.some((token) => matchesToken(identifiers, token));
  }
  if (REFERENCE_PARAMS[param]) {
    const refs = REFERENCE_PARAMS[param].flatMap((property) => references(resource, property));
    return alternatives.some((alternative) => refs.some((reference) => reference === alternative || reference.endsWith(`/${alternative}`)));
  }
  return true;
}

/**
 * GET {base}/{type}?...: `_id`, `identifier` and `requisition` (system|value), `status` and the
 * reference parameters `subject`, `patient`, `for`, `based-on`, `specimen`, `result` are matched; `_include=Type:param` adds the resources that
 * reference parameter points at (search.mode include); other parameters are ignored (lenient).
 */
export function search(store: ResourceStore, resourceType: string, query: SearchQuery, baseUrl: string, selfUrl: string): Bundle {
  const filters = Object.entries(query).filter(([param]) => !param.startsWith('_') || param === '_id');
  const found = store.all(resourceType).filter((resource) => filters.every(([param, value]) => values(value).every((one) => matches(resource, param, one))));

  const seen = new Set(found.map(referenceTo));
  const included: Resource[] = [];
  for (const include of values(query._include)) {
    const [source, param, target] = include.split(':');
    if (source !== resourceType || !param) continue;
    for (const resource of found) {
      for (const reference of (REFERENCE_PARAMS[param] ?? [propertyOf(param)]).flatMap((property) => references(resource, property))) {
        const resolved = store.resolve(reference);
        if (!resolved || seen.has(reference) || (target && resolved.resourceType !== target)) continue;
        seen.add(reference);
        included.push(resolved);
      }
    }
  }

  const entry: BundleEntry[] = [
    ...found.map((resource): BundleEntry => ({ fullUrl: `${baseUrl}/${referenceTo(resource)}`, resource, search: { mode: 'match' } })),
    ...included.map((resource): BundleEntry => ({ fullUrl: `${baseUrl}/${referenceTo(resource)}`, resource, search: { mode: 'include' } })),
  ];
  return {
    resourceType: 'Bundle',
    id: newId(),
    type: 'searchset',
    total: found.length,
    link: [{ relation: 'self', url: selfUrl }],
    ...(entry.length ? { entry } : {}),
  };
}
