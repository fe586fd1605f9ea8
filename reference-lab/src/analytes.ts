import { createHash } from 'node:crypto';

export interface Analyte {
  code: string;
  /** The LOINC code the lab reports it under (http://loinc.org), as a real lab codes its tests. */
  loinc: string;
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

const analyte = (code: string, loinc: string, name: string, unit: string, ucum: string, low: number, high: number, decimals: number): Analyte => ({
  code,
  loinc,
  name,
  unit,
  ucum,
  low,
  high,
  decimals,
});

/** Marker codes (system urn:lab-portal:marker-code) the simulated lab knows, with their LOINC codes and adult reference ranges. */
export const ANALYTES: ReadonlyMap<string, Analyte> = new Map(
  [
    analyte('CHOL', '14647-2', 'Total cholesterol', 'mmol/L', 'mmol/L', 0, 5, 1),
    analyte('HDL', '14646-4', 'HDL cholesterol', 'mmol/L', 'mmol/L', 1, 2.2, 1),
    analyte('LDL', '39469-2', 'LDL cholesterol', 'mmol/L', 'mmol/L', 0, 3, 1),
    analyte('TRIG', '14927-8', 'Triglycerides', 'mmol/L', 'mmol/L', 0, 1.7, 1),
    analyte('HB', '718-7', 'Haemoglobin', 'g/L', 'g/L', 130, 175, 0),
    analyte('WBC', '6690-2', 'White blood cells', '10^9/L', '10*9/L', 4, 11, 1),
    analyte('PLT', '777-3', 'Platelets', '10^9/L', '10*9/L', 150, 400, 0),
    analyte('RBC', '789-8', 'Red blood cells', '10^12/L', '10*12/L', 4.5, 5.9, 2),
    analyte('HCT', '4544-3', 'Haematocrit', 'L/L', 'L/L', 0.4, 0.52, 2),
    analyte('GLU', '14771-0', 'Glucose', 'mmol/L', 'mmol/L', 3.9, 5.6, 1),
    analyte('HBA1C', '59261-8', 'HbA1c', 'mmol/mol', 'mmol/mol', 20, 41, 0),
    analyte('TSH', '3016-3', 'Thyroid stimulating hormone', 'mIU/L', 'm[IU]/L', 0.27, 4.2, 2),
    analyte('FT4', '14920-3', 'Free thyroxine', 'pmol/L', 'pmol/L', 12, 22, 1),
    analyte('CREA', '14682-9', 'Creatinine', 'µmol/L', 'umol/L', 59, 104, 0),
    analyte('NA', '2951-2', 'Sodium', 'mmol/L', 'mmol/L', 133, 146, 0),
    analyte('K', '2823-3', 'Potassium', 'mmol/L', 'mmol/L', 3.5, 5.3, 1),
    analyte('ALT', '1742-6', 'Alanine aminotransferase', 'U/L', 'U/L', 0, 41, 0),
    analyte('CRP', '1988-5', 'C-reactive protein', 'mg/L', 'mg/L', 0, 5, 1),
    analyte('VITD', '14635-7', 'Vitamin D (25-OH)', 'nmol/L', 'nmol/L', 50, 175, 0),
    analyte('FERR', '2276-4', 'Ferritin', 'µg/L', 'ug/L', 30, 400, 0),
    analyte('ACR', '32294-1', 'Albumin:creatinine ratio', 'mg/mmol', 'mg/mmol', 0, 3, 1),
    analyte('SCORT', '51844-9', 'Salivary cortisol', 'nmol/L', 'nmol/L', 0, 17.3, 1),
  ].map((entry) => [entry.code, entry]),
);

const BY_LOINC: ReadonlyMap<string, Analyte> = new Map([...ANALYTES.values()].map((entry) => [entry.loinc, entry]));

/** The analyte an order names: by our marker code, else by LOINC (an order coded only in LOINC). */
export const analyteOf = (local: string | undefined, loinc: string | undefined): Analyte | undefined =>
  (local ? ANALYTES.get(local) : undefined) ?? (loinc ? BY_LOINC.get(loinc) : undefined);

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
export function resultFor(orderKey: string, code: string, known: Analyte | undefined = ANALYTES.get(code)): AnalyteResult {
  const [pick, position] = fractions(orderKey, code);
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
