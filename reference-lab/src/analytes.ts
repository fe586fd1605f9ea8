import { createHash } from 'node:crypto';

export interface Analyte {
  code: string;
  name: string;
  /** The unit as a lab prints it. */
  unit: string;
  /** The same unit in UCUM (Quantity.code, system http://unitsofmeasure.org). */
  ucum: string;
  low: number;
  high: number;
  /** Decimals a result is reported with. */
  decimals: number;
}

const analyte = (code: string, name: string, unit: string, ucum: string, low: number, high: number, decimals: number): Analyte => ({
  code,
  name,
  unit,
  ucum,
  low,
  high,
  decimals,
});

/** Marker codes (system urn:lab-portal:marker-code) the simulated lab knows, with adult reference ranges. */
export const ANALYTES: ReadonlyMap<string, Analyte> = new Map(
  [
    analyte('CHOL', 'Total cholesterol', 'mmol/L', 'mmol/L', 0, 5, 1),
    analyte('HDL', 'HDL cholesterol', 'mmol/L', 'mmol/L', 1, 2.2, 1),
    analyte('LDL', 'LDL cholesterol', 'mmol/L', 'mmol/L', 0, 3, 1),
    analyte('TRIG', 'Triglycerides', 'mmol/L', 'mmol/L', 0, 1.7, 1),
    analyte('HB', 'Haemoglobin', 'g/L', 'g/L', 130, 175, 0),
    analyte('WBC', 'White blood cells', '10^9/L', '10*9/L', 4, 11, 1),
    analyte('PLT', 'Platelets', '10^9/L', '10*9/L', 150, 400, 0),
    analyte('RBC', 'Red blood cells', '10^12/L', '10*12/L', 4.5, 5.9, 2),
    analyte('HCT', 'Haematocrit', 'L/L', 'L/L', 0.4, 0.52, 2),
    analyte('GLU', 'Glucose', 'mmol/L', 'mmol/L', 3.9, 5.6, 1),
    analyte('HBA1C', 'HbA1c', 'mmol/mol', 'mmol/mol', 20, 41, 0),
    analyte('TSH', 'Thyroid stimulating hormone', 'mIU/L', 'm[IU]/L', 0.27, 4.2, 2),
    analyte('FT4', 'Free thyroxine', 'pmol/L', 'pmol/L', 12, 22, 1),
    analyte('CREA', 'Creatinine', 'µmol/L', 'umol/L', 59, 104, 0),
    analyte('NA', 'Sodium', 'mmol/L', 'mmol/L', 133, 146, 0),
    analyte('K', 'Potassium', 'mmol/L', 'mmol/L', 3.5, 5.3, 1),
    analyte('ALT', 'Alanine aminotransferase', 'U/L', 'U/L', 0, 41, 0),
    analyte('CRP', 'C-reactive protein', 'mg/L', 'mg/L', 0, 5, 1),
    analyte('VITD', 'Vitamin D (25-OH)', 'nmol/L', 'nmol/L', 50, 175, 0),
    analyte('FERR', 'Ferritin', 'µg/L', 'ug/L', 30, 400, 0),
    analyte('ACR', 'Albumin:creatinine ratio', 'mg/mmol', 'mg/mmol', 0, 3, 1),
    analyte('SCORT', 'Salivary cortisol', 'nmol/L', 'nmol/L', 0, 17.3, 1),
  ].map((entry) => [entry.code, entry]),
);

export type Interpretation = 'H' | 'L' | 'N';

export interface AnalyteResult {
  value: number;
  /** Absent for a code the lab does not know: a bare value, no unit, no range, no interpretation. */
  analyte?: Analyte;
  interpretation?: Interpretation;
}

/** Two fractions in [0, 1) from a hash of the order and the code: the same order always gets the same values. */
function fractions(orderKey: string, code: string): [number, number] {
  const digest = createHash('sha256').update(`${orderKey}|${code}`).digest();
  return [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function interpret(value: number, analyte: Analyte): Interpretation {
  if (value < analyte.low) return 'L';
  if (value > analyte.high) return 'H';
  return 'N';
}

/**
 * The result of one coded test for an order (`orderKey`: the Task identifier, e.g. REQ-000123).
 * About one result in four falls outside the reference range (high, or low when the range has a
 * lower limit above zero); values are rounded to the analyte's usual precision.
 */
export function resultFor(orderKey: string, code: string): AnalyteResult {
  const [pick, position] = fractions(orderKey, code);
  const known = ANALYTES.get(code);
  if (!known) return { value: round(1 + position * 99, 1) };

  const { low, high, decimals } = known;
  const width = high - low;
  const step = 10 ** -decimals;
  let value: number;
  if (pick < 0.125 && low > 0) {
    value = Math.max(step, round(low - low * (0.05 + 0.35 * position), decimals));
    if (value >= low) value = round(low - step, decimals);
  } else if (pick < 0.25) {
    value = round(high + width * (0.05 + 0.6 * position), decimals);
    if (value <= high) value = round(high + step, decimals);
  } else {
    value = round(low + width * (0.1 + 0.8 * position), decimals);
  }
  return { value, analyte: known, interpretation: interpret(value, known) };
}
