import type { DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { analyteOf, interpret } from './analytes';
import { SYSTEMS } from './identifiers';
import { interpretationOf } from './observation';
import { fhirError } from './outcome';
import { conclusion } from './report';
import type { ResourceStore } from './resource-store';

/**
 * A lab changing a result it already reported (POST /admin/orders/{taskId}/correct): a new value
 * (`corrected`, `amended`) or a withdrawn one (`entered-in-error`, `cancelled`), with the lab's
 * note on the Observation. The Observation and its DiagnosticReport get new versions; the report
 * becomes `corrected` (a value corrected) or `amended` (anything else), as FHIR says.
 */
export const CORRECTION_STATUSES = ['corrected', 'amended', 'entered-in-error', 'cancelled'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export interface Correction {
  code: string;
  status: CorrectionStatus;
  value?: number;
  note?: string;
}

export function parseCorrection(body: unknown): Correction {
  const { code, status, value, note } = (body ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || !code) throw fhirError(400, 'invalid', 'code must name the marker code of an Observation of the report');
  if (typeof status !== 'string' || !(CORRECTION_STATUSES as readonly string[]).includes(status)) throw fhirError(400, 'invalid', `status must be one of ${CORRECTION_STATUSES.join(', ')}`);
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) throw fhirError(400, 'invalid', 'value must be a number');
  if (note !== undefined && (typeof note !== 'string' || !note.trim())) throw fhirError(400, 'invalid', 'note must be a non-empty string');
  return { code, status: status as CorrectionStatus, ...(value !== undefined ? { value: value as number } : {}), ...(note ? { note: (note as string).trim() } : {}) };
}

const isWithdrawn = (observation: Observation) => observation.status === 'entered-in-error' || observation.status === 'cancelled';

/** Applies the correction to the report's Observation of `code`; answers the new Observation. */
export function applyCorrection(resources: ResourceStore, reportId: string, correction: Correction, at: number): Observation {
  const report = resources.get<DiagnosticReport>('DiagnosticReport', reportId);
  if (!report) throw fhirError(404, 'not-found', `DiagnosticReport/${reportId} not found`);
  const observations = (report.result ?? []).map((ref) => resources.resolve<Observation>(ref.reference)).filter((o): o is Observation => !!o);
  const target = observations.find((o) => o.code?.coding?.some((c) => (c.system === SYSTEMS.markerCode || c.system === SYSTEMS.loinc) && c.code === correction.code));
  if (!target) throw fhirError(404, 'not-found', `The report has no Observation of ${correction.code}`);

  const local = target.code?.coding?.find((c) => c.system === SYSTEMS.markerCode)?.code;
  const analyte = analyteOf(local, target.code?.coding?.find((c) => c.system === SYSTEMS.loinc)?.code);
  const value = correction.value ?? target.valueQuantity?.value;
  const revalued = correction.value !== undefined && value !== undefined;
  const updated = resources.update<Observation>(
    {
      ...target,
      status: correction.status,
      ...(revalued ? { valueQuantity: { ...target.valueQuantity, value } } : {}),
      ...(revalued && analyte && target.interpretation
        ? { interpretation: interpretationOf(interpret(value, analyte)) }
        : {}),
      ...(correction.note ? { note: [{ text: correction.note, time: new Date(at).toISOString() }] } : {}),
    },
    at,
  );
  const current = observations.map((o) => (o.id === updated.id ? updated : o)).filter((o) => !isWithdrawn(o));
  resources.update<DiagnosticReport>({ ...report, status: correction.status === 'corrected' ? 'corrected' : 'amended', conclusion: conclusion(current) }, at);
  return updated;
}
