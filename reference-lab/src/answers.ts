import { fhirError } from './outcome';

/**
 * How the lab will report a test of an order, set before it completes (POST
 * /admin/orders/{taskId}/answers): a value as a bound (`comparator`), in another unit, as words
 * (`text`: valueString, or `concept`: valueCodeableConcept), or with an interpretation code of its
 * choosing. Keyed by the code the order names (our marker code or its LOINC code). What is not said
 * stays as the simulator would report it.
 */
export interface PlannedAnswer {
  value?: number;
  comparator?: '<' | '<=' | '>' | '>=';
  /** The unit as printed (Quantity.unit); with `ucum`, the UCUM code (Quantity.code). A changed unit drops the reference range, which is written in the lab's usual unit. */
  unit?: string;
  ucum?: string;
  text?: string;
  concept?: { text?: string; code?: string; display?: string; system?: string };
  /** A v3 ObservationInterpretation code (H, LL, AA, >...), or null for none. */
  interpretation?: string | null;
}

export type PlannedAnswers = Record<string, PlannedAnswer>;

const COMPARATORS = ['<', '<=', '>', '>='];
const invalid = (code: string, what: string) => fhirError(400, 'invalid', `${code}: ${what}`);
const optionalText = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() !== '');

function parseAnswer(code: string, body: unknown): PlannedAnswer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid(code, 'an answer is an object');
  const { value, comparator, unit, ucum, text, concept, interpretation, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) throw invalid(code, `unknown fields ${Object.keys(rest).join(', ')}`);
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) throw invalid(code, 'value must be a number');
  if (comparator !== undefined && !COMPARATORS.includes(comparator as string)) throw invalid(code, `comparator must be one of ${COMPARATORS.join(' ')}`);
  if (![unit, ucum, text].every(optionalText)) throw invalid(code, 'unit, ucum and text must be non-empty strings');
  if (concept !== undefined) {
    if (!concept || typeof concept !== 'object' || Array.isArray(concept)) throw invalid(code, 'concept is an object');
    const { text: t, code: c, display, system } = concept as Record<string, unknown>;
    if (![t, c, display, system].every(optionalText) || (t ?? c ?? display) === undefined) throw invalid(code, 'concept needs text, code or display');
  }
  if (text !== undefined && concept !== undefined) throw invalid(code, 'text or concept, not both');
  if (interpretation !== undefined && interpretation !== null && (typeof interpretation !== 'string' || !interpretation)) throw invalid(code, 'interpretation must be a code or null');
  return body as PlannedAnswer;
}

/** The body of POST /admin/orders/{taskId}/answers: `{ "<code>": { ...answer } }`. */
export function parseAnswers(body: unknown): PlannedAnswers {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) throw fhirError(400, 'invalid', 'answers are an object keyed by the code of a test');
  return Object.fromEntries(Object.entries(body).map(([code, answer]) => [code, parseAnswer(code, answer)]));
}
