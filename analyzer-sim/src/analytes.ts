export interface Analyte {
  /** The local test code (the portal's marker code, urn:lab-portal:marker-code). */
  code: string;
  /** The LOINC code: an order may name the test by it instead of the local code. */
  loinc: string;
  name: string;
  /** The unit in UCUM, as OBX-6 carries it: plain ASCII, no `^` to escape (10*9/L, not 10^9/L). */
  unit: string;
  low: number;
  high: number;
  /** Values below this are critical (OBX-8 LL); absent where a low value is not an emergency. */
  criticalLow?: number;
  /** Values above this are critical (OBX-8 HH). */
  criticalHigh?: number;
  /** Decimals a result is reported with. */
  decimals: number;
}

interface Critical {
  low?: number;
  high?: number;
}

const analyte = (code: string, loinc: string, name: string, unit: string, low: number, high: number, decimals: number, critical: Critical = {}): Analyte => ({
  code,
  loinc,
  name,
  unit,
  low,
  high,
  decimals,
  ...(critical.low === undefined ? {} : { criticalLow: critical.low }),
  ...(critical.high === undefined ? {} : { criticalHigh: critical.high }),
});

/**
 * The tests the simulated analyzer runs: the same codes, LOINC codes, units and adult reference
 * ranges as reference-lab/src/analytes.ts (the portal's catalogue), so a result from either
 * simulator reads the same. Critical limits follow common laboratory call-back thresholds.
 */
export const ANALYTES: ReadonlyMap<string, Analyte> = new Map(
  [
    analyte('CHOL', '14647-2', 'Total cholesterol', 'mmol/L', 0, 5, 1),
    analyte('HDL', '14646-4', 'HDL cholesterol', 'mmol/L', 1, 2.2, 1),
    analyte('LDL', '39469-2', 'LDL cholesterol', 'mmol/L', 0, 3, 1),
    analyte('TRIG', '14927-8', 'Triglycerides', 'mmol/L', 0, 1.7, 1),
    analyte('HB', '718-7', 'Haemoglobin', 'g/L', 130, 175, 0, { low: 70 }),
    analyte('WBC', '6690-2', 'White blood cells', '10*9/L', 4, 11, 1, { low: 1, high: 50 }),
    analyte('PLT', '777-3', 'Platelets', '10*9/L', 150, 400, 0, { low: 20, high: 1000 }),
    analyte('RBC', '789-8', 'Red blood cells', '10*12/L', 4.5, 5.9, 2),
    analyte('HCT', '4544-3', 'Haematocrit', 'L/L', 0.4, 0.52, 2),
    analyte('GLU', '14771-0', 'Glucose', 'mmol/L', 3.9, 5.6, 1, { low: 2.5, high: 25 }),
    analyte('HBA1C', '59261-8', 'HbA1c', 'mmol/mol', 20, 41, 0),
    analyte('TSH', '3016-3', 'Thyroid stimulating hormone', 'm[IU]/L', 0.27, 4.2, 2),
    analyte('FT4', '14920-3', 'Free thyroxine', 'pmol/L', 12, 22, 1),
    analyte('CREA', '14682-9', 'Creatinine', 'umol/L', 59, 104, 0),
    analyte('NA', '2951-2', 'Sodium', 'mmol/L', 133, 146, 0, { low: 120, high: 160 }),
    analyte('K', '2823-3', 'Potassium', 'mmol/L', 3.5, 5.3, 1, { low: 2.5, high: 6.5 }),
    analyte('ALT', '1742-6', 'Alanine aminotransferase', 'U/L', 0, 41, 0),
    analyte('CRP', '1988-5', 'C-reactive protein', 'mg/L', 0, 5, 1),
    analyte('VITD', '14635-7', 'Vitamin D (25-OH)', 'nmol/L', 50, 175, 0),
    analyte('FERR', '2276-4', 'Ferritin', 'ug/L', 30, 400, 0),
    analyte('ACR', '32294-1', 'Albumin:creatinine ratio', 'mg/mmol', 0, 3, 1),
    analyte('SCORT', '51844-9', 'Salivary cortisol', 'nmol/L', 0, 17.3, 1),
  ].map((entry) => [entry.code, entry]),
);

const BY_LOINC: ReadonlyMap<string, Analyte> = new Map([...ANALYTES.values()].map((entry) => [entry.loinc, entry]));

/** The analyte an order's code names: a local code (CHOL) or a LOINC code (14647-2); undefined for a code the analyzer does not know. */
export const analyteFor = (code: string): Analyte | undefined => ANALYTES.get(code) ?? BY_LOINC.get(code);

/** OBX-8, the abnormal flag: HL7 table 0078's N, H, L and the critical HH, LL. */
export type Flag = 'N' | 'H' | 'L' | 'HH' | 'LL';

/** The flag a value earns against the analyte's range and critical limits (the limits themselves are not critical). */
export function flagFor(value: number, analyte: Analyte): Flag {
  if (analyte.criticalLow !== undefined && value < analyte.criticalLow) return 'LL';
  if (analyte.criticalHigh !== undefined && value > analyte.criticalHigh) return 'HH';
  if (value < analyte.low) return 'L';
  if (value > analyte.high) return 'H';
  return 'N';
}

/** OBX-7 as the analyzer prints it: `low-high`. */
export const rangeText = (analyte: Analyte): string => `${analyte.low}-${analyte.high}`;
