import type { CodeableConcept, Coding, Observation, Patient, Quantity, Reference, ServiceRequest } from '@medplum/fhirtypes';
import type { PlannedAnswer } from './answers';
import { analyteOf, interpret, resultFor, type Analyte } from './analytes';
import { SYSTEMS } from './identifiers';
import { newId } from './resource-store';

/** The v3 ObservationInterpretation displays of the codes this lab writes. */
export const INTERPRETATION_DISPLAY: Record<string, string> = {
  H: 'High',
  L: 'Low',
  N: 'Normal',
  HH: 'Critical high',
  LL: 'Critical low',
  A: 'Abnormal',
  AA: 'Critical abnormal',
  '>': 'Off scale high',
  '<': 'Off scale low',
};

export const interpretationOf = (code: string): CodeableConcept[] => [
  { coding: [{ system: SYSTEMS.interpretation, code, ...(INTERPRETATION_DISPLAY[code] ? { display: INTERPRETATION_DISPLAY[code] } : {}) }] },
];

const LABORATORY_CATEGORY: CodeableConcept = {
  coding: [{ system: SYSTEMS.observationCategory, code: 'laboratory', display: 'Laboratory' }],
};

const quantity = (value: number, analyte: Analyte): Quantity => ({ value, unit: analyte.unit, system: SYSTEMS.ucum, code: analyte.ucum });

/** A test an order names: its codings in our marker codes and in LOINC, and the analyte the lab knows it as. */
export interface OrderedTest {
  request: ServiceRequest;
  local?: Coding;
  loinc?: Coding;
  analyte?: Analyte;
}

export function orderedTest(request: ServiceRequest): OrderedTest | null {
  const local = request.code?.coding?.find((coding) => coding.system === SYSTEMS.markerCode && coding.code);
  const loinc = request.code?.coding?.find((coding) => coding.system === SYSTEMS.loinc && coding.code);
  if (!local && !loinc) return null;
  return { request, local, loinc, analyte: analyteOf(local?.code, loinc?.code) };
}

/**
 * The Observation's code as a real lab writes it: LOINC first (the order's, else the lab's own for
 * the analyte), then our marker code. The answer keeps the codings the behaviour asks for
 * (coding-style.ts); both are stored.
 */
function codeOf({ request, local, loinc, analyte }: OrderedTest): CodeableConcept {
  const display = local?.display ?? loinc?.display ?? analyte?.name ?? request.code?.text ?? local?.code ?? loinc?.code;
  const loincCode = loinc?.code ?? analyte?.loinc;
  const coding: Coding[] = [
    ...(loincCode ? [{ system: SYSTEMS.loinc, code: loincCode, display }] : []),
    ...(local ? [{ system: SYSTEMS.markerCode, code: local.code, display }] : []),
  ];
  return { coding, text: display };
}

/** The value part of the Observation: a quantity (with its range and interpretation), or words. */
function valueOf(key: string, test: OrderedTest, planned: PlannedAnswer | undefined): Partial<Observation> {
  const code = (test.local?.code ?? test.loinc?.code) as string;
  const generated = resultFor(key, code, test.analyte);
  const { analyte } = generated;
  const interpretation = (computed: string | undefined) => {
    const chosen = planned?.interpretation === undefined ? computed : planned.interpretation;
    return chosen ? { interpretation: interpretationOf(chosen) } : {};
  };
  if (planned?.text !== undefined) return { valueString: planned.text, ...interpretation(undefined) };
  if (planned?.concept) {
    const { text, code: conceptCode, display, system } = planned.concept;
    const coding = conceptCode || display ? [{ ...(system ? { system } : {}), ...(conceptCode ? { code: conceptCode } : {}), ...(display ? { display } : {}) }] : undefined;
    return { valueCodeableConcept: { ...(coding ? { coding } : {}), ...(text ? { text } : {}) }, ...interpretation(undefined) };
  }
  const value = planned?.value ?? generated.value;
  const comparator = planned?.comparator ? { comparator: planned.comparator } : {};
  if (planned?.unit || planned?.ucum) {
    // another unit than the lab's usual one: its range (in the usual unit) would not fit, so none is given
    const unit = { ...(planned.unit ? { unit: planned.unit } : {}), ...(planned.ucum ? { system: SYSTEMS.ucum, code: planned.ucum } : {}) };
    return { valueQuantity: { value, ...comparator, ...unit }, ...interpretation(undefined) };
  }
  if (!analyte) return { valueQuantity: { value, ...comparator }, ...interpretation(undefined) };
  return {
    valueQuantity: { ...quantity(value, analyte), ...comparator },
    ...interpretation(interpret(value, analyte)),
    referenceRange: [{ low: quantity(analyte.low, analyte), high: quantity(analyte.high, analyte) }],
  };
}

/** One Observation of a completed order (`key`: its Task identifier, which seeds its values). */
export function buildObservation(key: string, test: OrderedTest, planned: PlannedAnswer | undefined, context: { subject?: Reference<Patient>; receivedAt: string; issuedAt: string }): Observation {
  const { request } = test;
  return {
    resourceType: 'Observation',
    id: newId(),
    status: 'final',
    category: [LABORATORY_CATEGORY],
    code: codeOf(test),
    ...(context.subject ? { subject: context.subject } : {}),
    basedOn: [{ reference: `ServiceRequest/${request.id}` }],
    effectiveDateTime: context.receivedAt,
    issued: context.issuedAt,
    ...(request.specimen?.[0] ? { specimen: request.specimen[0] } : {}),
    ...valueOf(key, test, planned),
  };
}
