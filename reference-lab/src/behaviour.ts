import type { Bundle, Resource } from '@medplum/fhirtypes';
import { fhirError } from './outcome';
import { CODING_STYLES, type CodingStyle } from './coding-style';
import { REFERENCE_STYLES, type ReferenceStyle } from './reference-style';

export const BEHAVIOUR_MODES = ['normal', 'fail', 'slow', 'malformed'] as const;
export type BehaviourMode = (typeof BEHAVIOUR_MODES)[number];

/** How the FHIR routes answer (POST /admin/behaviour); never applies to /admin. */
export interface Behaviour {
  mode: BehaviourMode;
  /** The delay of `slow`, in ms. */
  delay_ms: number;
  /** How references in answers are written (reference-style.ts). */
  references: ReferenceStyle;
  /** Which answers `slow` holds back: every one, or only transactions (a lost order while reads are quick). */
  delay_on: DelayOn;
  /** How Observations are coded in answers (coding-style.ts): LOINC and our marker code, or one of them. */
  coding: CodingStyle;
}

export const DELAY_ON = ['all', 'transaction'] as const;
export type DelayOn = (typeof DELAY_ON)[number];

export const DEFAULT_SLOW_DELAY_MS = 15000;
export const NORMAL: Behaviour = { mode: 'normal', delay_ms: DEFAULT_SLOW_DELAY_MS, references: 'relative', delay_on: 'all', coding: 'both' };

/** The body of POST /admin/behaviour: `{ mode, delay_ms?, references?, delay_on?, coding? }` (delay_ms defaults to 15000, references to relative, delay_on to all, coding to both). */
export function parseBehaviour(body: unknown): Behaviour {
  const { mode, delay_ms: delay, references, delay_on: delayOn, coding } = (body ?? {}) as { mode?: unknown; delay_ms?: unknown; references?: unknown; delay_on?: unknown; coding?: unknown };
  if (typeof mode !== 'string' || !(BEHAVIOUR_MODES as readonly string[]).includes(mode)) {
    throw fhirError(400, 'invalid', `mode must be one of ${BEHAVIOUR_MODES.join(', ')}`);
  }
  if (delay !== undefined && (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > 600000)) {
    throw fhirError(400, 'invalid', 'delay_ms must be a whole number of milliseconds from 0 to 600000');
  }
  if (references !== undefined && (typeof references !== 'string' || !(REFERENCE_STYLES as readonly string[]).includes(references))) {
    throw fhirError(400, 'invalid', `references must be one of ${REFERENCE_STYLES.join(', ')}`);
  }
  if (delayOn !== undefined && !(DELAY_ON as readonly unknown[]).includes(delayOn)) throw fhirError(400, 'invalid', `delay_on must be one of ${DELAY_ON.join(', ')}`);
  if (coding !== undefined && !(CODING_STYLES as readonly unknown[]).includes(coding)) throw fhirError(400, 'invalid', `coding must be one of ${CODING_STYLES.join(', ')}`);
  return {
    mode: mode as BehaviourMode,
    delay_ms: delay ?? DEFAULT_SLOW_DELAY_MS,
    references: (references as ReferenceStyle | undefined) ?? 'relative',
    delay_on: (delayOn as DelayOn | undefined) ?? 'all',
    coding: (coding as CodingStyle | undefined) ?? 'both',
  };
}

function malformResource(resource: Resource): Resource {
  switch (resource.resourceType) {
    case 'Task':
      return { ...resource, status: 'sample_received' as never };
    case 'Observation':
      // The value as a string where FHIR has a number: { value: "5.2" }.
      return { ...resource, valueQuantity: { ...resource.valueQuantity, value: String(resource.valueQuantity?.value ?? 'n/a') as never } };
    default:
      return { ...resource, unexpectedElement: true } as unknown as Resource;
  }
}

/**
 * The `malformed` answer: structurally invalid FHIR. A transaction-response loses its `type`; in a
 * searchset every Task and Observation is broken; a Task's status is not a Task status; an
 * Observation's valueQuantity.value is a string; any other resource gains an unknown element.
 */
export function malform(payload: unknown): unknown {
  const resource = payload as Resource | undefined;
  if (!resource || typeof resource !== 'object' || typeof resource.resourceType !== 'string') return payload;
  if (resource.resourceType !== 'Bundle') return malformResource(resource);
  const bundle = resource as Bundle;
  if (bundle.type === 'searchset' && bundle.entry?.some((entry) => ['Task', 'Observation'].includes(entry.resource?.resourceType ?? ''))) {
    return {
      ...bundle,
      entry: bundle.entry.map((entry) =>
        entry.resource && ['Task', 'Observation'].includes(entry.resource.resourceType) ? { ...entry, resource: malformResource(entry.resource) } : entry,
      ),
    };
  }
  const { type: _type, ...withoutType } = bundle;
  return withoutType;
}
