import type { GenerationContext } from './context';
import { pool } from './people';
import { below, chance, intArray } from './sql-kit';

/**
 * Where patient `i` belongs, as SQL expressions of its id alone, so that patients, their
 * institution links, requests and audit rows all agree without reading each other back:
 * ids are in creation order, institutions have uneven sizes (St Mary's the largest), about 3 % of
 * patients are also seen at a second institution, three in four have a named clinician there.
 */
export interface PatientLayout {
  /** Epoch seconds the patient was created. */
  createdEpoch(i: string): string;
  home(i: string): string;
  /** Null for most patients. */
  second(i: string, home: string): string;
  clinician(i: string, home: string): string;
  /** Epoch seconds the patient was archived ("deleted"): null but for one patient in 200. */
  archivedEpoch(i: string): string;
  /** How many patients existed at `epochSeconds` (at least 1): a request picks among them. */
  existingAt(epochSeconds: string): string;
  /** Patient `i`, or the one before when `i` was archived before `epochSeconds` (that one never is). */
  listedAt(i: string, epochSeconds: string): string;
}

/** One patient in this many is archived (never the one just before an archived one). */
const ARCHIVED_EVERY = 200;

/** Relative size of institution k: A 3, B 2, C 1.5, the rest 0.6 to 1.5. */
const weightOf = (k: number) => (k === 1 ? 3 : k === 2 ? 2 : k === 3 ? 1.5 : 0.6 + ((k * 7) % 10) / 10);

/** `count` slots, each naming an institution, in proportion to the institutions' sizes. */
function institutionSlots(institutions: number): number[] {
  const count = Math.max(4096, 16 * institutions);
  const weights = Array.from({ length: institutions }, (_, i) => weightOf(i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const slots: number[] = [];
  let k = 0;
  let upTo = weights[0] / total;
  for (let s = 0; s < count; s++) {
    while ((s + 0.5) / count > upTo && k < institutions - 1) upTo += weights[++k] / total;
    slots.push(k + 1);
  }
  return slots;
}

export function patientLayout(ctx: GenerationContext): PatientLayout {
  const { plan } = ctx;
  const slots = institutionSlots(plan.institutions);
  const slotArray = intArray(slots);
  const clinicians = pool(ctx.people.clinicians);
  const clinicianArray = intArray(clinicians.values);
  const start = plan.now - plan.patientDays * 86400;
  const span = plan.patientDays * 86400;
  const others = plan.institutions - 1;
  const created = (i: string) => `(${start}::float8 + ((${i}) - 1)::float8 * ${span} / ${plan.patients})`;
  const archived = (i: string) => `(CASE WHEN (${i}) % ${ARCHIVED_EVERY} = ${ARCHIVED_EVERY - 1} THEN ${created(i)} + (${plan.now} - ${created(i)}) * ${below(i, 133, 1000)} / 1000.0 END)`;
  return {
    createdEpoch: created,
    home: (i) => `${slotArray}[1 + ${below(i, 101, slots.length)}]`,
    second: (i, home) => `(CASE WHEN ${chance(i, 102, plan.secondInstitutionPercent)} THEN 1 + ((${home}) + ${below(i, 103, others)}) % ${plan.institutions} END)`,
    clinician: (i, home) => `(CASE WHEN ${chance(i, 104, 75)} THEN ${clinicianArray}[((${home}) - 1) * ${clinicians.width} + 1 + ${below(i, 105, clinicians.width)}] END)`,
    archivedEpoch: (i) => archived(i),
    listedAt: (i, e) => `(CASE WHEN ${archived(i)} < (${e}) THEN (${i}) - 1 ELSE (${i}) END)`,
    existingAt: (e) => `greatest(1, least(${plan.patients}, floor(((${e}) - ${start}) * ${plan.patients} / ${span})))::bigint`,
  };
}
