// Reading the lab's FHIR answers (docs/external-lab-fhir.md). Every field the API relies on is
// checked here, and an answer that lacks one is refused as malformed with the reason: nothing is
// written from half an answer. (The tests also validate the whole exchange against the R4
// StructureDefinitions; the API does not load those 34 MB at run time.)
import { isComparator, type ExternalLabStatus } from '@lab/shared';
import type { Bundle, CodeableConcept, DiagnosticReport, Observation, Task } from '@medplum/fhirtypes';
import { FHIR_SYSTEMS as S } from './fhir-identifiers';
import { idOfReference, parseReference } from './fhir-references';
import { ExternalLabError, type ExternalObservation, type ExternalOrderStatus, type ExternalReport } from './provider';

const malformed = (what: string) => new ExternalLabError('malformed', `The external lab's answer is not valid FHIR R4: ${what}`);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function resourceOf<T extends { resourceType: string }>(value: unknown, type: T['resourceType'], where: string): T {
  if (!isObject(value) || value.resourceType !== type) throw malformed(`${where} is not a ${type}`);
  return value as unknown as T;
}

/** The Task's id from the transaction-response (the entry of our Task, the last one we sent). */
export function taskIdOf(answer: unknown, taskIndex: number): string {
  const bundle = resourceOf<Bundle>(answer, 'Bundle', 'the answer');
  if (bundle.type !== 'transaction-response') throw malformed(`a Bundle of type '${String(bundle.type)}' instead of transaction-response`);
  const entry = bundle.entry?.[taskIndex];
  if (!entry?.response || typeof entry.response.status !== 'string' || !/^20[01]/.test(entry.response.status)) throw malformed('the Task entry has no successful response');
  const fromResource = isObject(entry.resource) && entry.resource.resourceType === 'Task' ? entry.resource.id : undefined;
  const fromLocation = idOfReference(entry.response.location, 'Task');
  const id = fromResource ?? fromLocation;
  if (!id) throw malformed('the Task entry names no Task id');
  return id;
}

const SUBMITTED: readonly string[] = ['draft', 'requested', 'received', 'accepted', 'ready', 'on-hold'];
const FAILED: readonly string[] = ['failed', 'rejected', 'cancelled', 'entered-in-error'];

function ourStatus(taskStatus: unknown): ExternalLabStatus {
  if (typeof taskStatus !== 'string') throw malformed('the Task has no status');
  if (SUBMITTED.includes(taskStatus)) return 'submitted';
  if (taskStatus === 'in-progress') return 'sample_received';
  if (taskStatus === 'completed') return 'complete';
  if (FAILED.includes(taskStatus)) return 'failed';
  throw malformed(`'${taskStatus}' is not a Task status`);
}

function instantOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** A Task as our status (the mapping table of docs/external-lab-fhir.md). */
export function statusOfTask(answer: unknown): ExternalOrderStatus {
  const task = resourceOf<Task>(answer, 'Task', 'the answer');
  const status = ourStatus(task.status);
  // relative, absolute or versioned: the report is the one named, whatever the form
  const reportId = (task.output ?? []).map((o) => idOfReference(o.valueReference?.reference, 'DiagnosticReport')).find((id) => id !== null) ?? null;
  if (status === 'complete' && !reportId) throw malformed('a completed Task without its DiagnosticReport');
  return {
    status,
    labStatus: String(task.status),
    sampleReceivedAt: status === 'sample_received' || status === 'complete' ? instantOrNull(task.executionPeriod?.start) : null,
    reason: status === 'failed' ? (task.statusReason?.text ?? task.statusReason?.coding?.[0]?.display ?? `The external lab marked the order ${task.status}`) : null,
    reportId,
  };
}

/** Observation statuses that withdraw the value: no value is imported from them. */
const WITHDRAWN: readonly string[] = ['entered-in-error', 'cancelled'];
const CORRECTED: readonly string[] = ['corrected', 'amended'];

function noteOf(obs: Observation): string | null {
  const texts = (obs.note ?? []).map((n) => (typeof n?.text === 'string' ? n.text.trim() : '')).filter(Boolean);
  return texts.length ? texts.join(' ') : null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The value as a number with its bound and unit, or as words; an Observation with neither is malformed. */
function valueOf(obs: Observation, label: string): Pick<ExternalObservation, 'value' | 'comparator' | 'text' | 'unit' | 'ucum'> {
  const quantity = obs.valueQuantity;
  if (quantity !== undefined) {
    const value = isObject(quantity) ? num(quantity.value) : null;
    if (value === null) throw malformed(`the Observation of ${label} has no numeric value`);
    if (quantity.comparator !== undefined && !isComparator(quantity.comparator)) throw malformed(`the Observation of ${label} has the comparator '${String(quantity.comparator)}'`);
    return {
      value,
      comparator: quantity.comparator ?? null,
      text: null,
      unit: textOrNull(quantity.unit),
      ucum: quantity.system === S.ucum ? textOrNull(quantity.code) : null,
    };
  }
  const concept = isObject(obs.valueCodeableConcept) ? (obs.valueCodeableConcept as CodeableConcept) : null;
  const text = textOrNull(obs.valueString) ?? textOrNull(concept?.text) ?? textOrNull(concept?.coding?.[0]?.display) ?? textOrNull(concept?.coding?.[0]?.code);
  if (!text) throw malformed(`the Observation of ${label} has no value`);
  return { value: null, comparator: null, text, unit: null, ucum: null };
}

function observationOf(obs: Observation): ExternalObservation | null {
  const codingOf = (system: string) => textOrNull(obs.code?.coding?.find((c) => c.system === system)?.code);
  const codes = { loinc: codingOf(S.loinc), local: codingOf(S.markerCode) };
  if (!codes.loinc && !codes.local) return null; // coded in neither LOINC nor our codes: not one we can match
  if (WITHDRAWN.includes(String(obs.status))) return null;
  const label = textOrNull(obs.code?.text) ?? textOrNull(obs.code?.coding?.[0]?.display) ?? (codes.local ?? codes.loinc)!;
  const range = obs.referenceRange?.[0];
  const interpretation = obs.interpretation?.flatMap((i) => i.coding ?? []).find((c) => c.system === S.interpretation)?.code;
  return {
    codes,
    label,
    ...valueOf(obs, label),
    low: num(range?.low?.value),
    high: num(range?.high?.value),
    interpretation: textOrNull(interpretation),
    corrected: CORRECTED.includes(String(obs.status)),
    note: noteOf(obs),
  };
}

/** The DiagnosticReport search (with its Observations included) as the report to import. */
export function reportOf(answer: unknown, reportId: string, status: ExternalOrderStatus): ExternalReport {
  const bundle = resourceOf<Bundle>(answer, 'Bundle', 'the answer');
  if (bundle.type !== 'searchset') throw malformed(`a Bundle of type '${String(bundle.type)}' instead of searchset`);
  const resources: Record<string, unknown>[] = (bundle.entry ?? []).map((e) => e.resource as unknown).filter(isObject);
  const report = resources.find((r) => r.resourceType === 'DiagnosticReport' && r.id === reportId) as DiagnosticReport | undefined;
  if (!report) throw malformed(`the search has no DiagnosticReport ${reportId}`);
  if (report.status !== 'final' && report.status !== 'amended' && report.status !== 'corrected') throw malformed(`the DiagnosticReport is ${String(report.status)}, not final`);
  // the Observations the report names (relative, absolute or versioned references alike)
  const wanted = new Set((report.result ?? []).map((r) => parseReference(r.reference)).filter((ref) => ref?.type === 'Observation').map((ref) => ref!.id));
  const named = resources.filter((r) => r.resourceType === 'Observation' && wanted.has(String(r.id)));
  if (wanted.size > 0 && named.length === 0) throw malformed('the report names Observations the answer does not include');
  const observations = named.map((r) => observationOf(r as unknown as Observation)).filter((o): o is ExternalObservation => o !== null);
  return { status, conclusion: report.conclusion ?? null, observations };
}
