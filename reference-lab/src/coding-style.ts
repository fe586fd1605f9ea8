import type { Bundle, Observation, Resource } from '@medplum/fhirtypes';
import { SYSTEMS } from './identifiers';

/**
 * How the lab codes its Observations in answers: `both` (LOINC, then our marker code: the default),
 * `loinc` only, as most labs do, or `local` only. Both codings are stored; the answer keeps the
 * asked one. A test the lab cannot code that way keeps the coding it has (a lab does not leave a
 * result uncoded).
 */
export const CODING_STYLES = ['both', 'loinc', 'local'] as const;
export type CodingStyle = (typeof CODING_STYLES)[number];

const SYSTEM_OF: Record<Exclude<CodingStyle, 'both'>, string> = { loinc: SYSTEMS.loinc, local: SYSTEMS.markerCode };

function codeObservation(resource: Resource, style: CodingStyle): Resource {
  if (resource.resourceType !== 'Observation' || style === 'both') return resource;
  const observation = resource as Observation;
  const kept = observation.code?.coding?.filter((coding) => coding.system === SYSTEM_OF[style]);
  return kept?.length ? { ...observation, code: { ...observation.code, coding: kept } } : observation;
}

/** The answer with its Observations coded in `style`; anything else passes unchanged. */
export function styleCoding(payload: unknown, style: CodingStyle): unknown {
  const resource = payload as Resource | undefined;
  if (style === 'both' || !resource || typeof resource !== 'object' || typeof resource.resourceType !== 'string') return payload;
  if (resource.resourceType !== 'Bundle') return codeObservation(resource, style);
  const bundle = resource as Bundle;
  return { ...bundle, entry: bundle.entry?.map((entry) => (entry.resource ? { ...entry, resource: codeObservation(entry.resource, style) } : entry)) };
}
