// Reference data a clinical lab would really have. Ranges are typical UK adult reference
// intervals; volumes are the sample each analyte needs, in µL.
import type { ReferenceRange } from '@lab/shared';

/** Each with its SNOMED CT specimen concept (blood, serum, plasma, urine and saliva specimen). */
export const SAMPLE_TYPES = [
  { name: 'Blood', description: 'Whole blood (EDTA)', snomedCode: '119297000' },
  { name: 'Serum', description: 'Clotted blood, centrifuged', snomedCode: '119364003' },
  { name: 'Plasma', description: 'Anticoagulated blood, centrifuged', snomedCode: '119361006' },
  { name: 'Urine', description: 'Mid-stream urine sample', snomedCode: '122575003' },
  { name: 'Saliva', description: 'Passive drool saliva sample', snomedCode: '119342007' },
] as const;

export const TUBE_TYPES = [
  { name: 'EDTA (Lavender)', description: 'K2-EDTA anticoagulant, haematology' },
  { name: 'SST (Gold)', description: 'Serum separator with clot activator' },
  { name: 'Lithium Heparin (Green)', description: 'Plasma chemistry' },
  { name: 'Fluoride Oxalate (Grey)', description: 'Glucose, lactate' },
  { name: 'Sterile Urine Container', description: 'Universal container, 30 mL' },
  { name: 'Saliva Collection Tube', description: 'Polypropylene cryovial' },
] as const;

/** A reference range as labs write it; a marker without any gets one for any sex and every age from min and max. */
export type RangeSeed = Omit<ReferenceRange, 'units'>;

const adult = (sex: RangeSeed['sex'], low: number, high: number, critical: [number | null, number | null] = [null, null]): RangeSeed => ({
  sex, age_from: 18, age_to: null, age_unit: 'years', low, high, critical_low: critical[0], critical_high: critical[1],
});
const band = (from: number, to: number | null, unit: RangeSeed['age_unit'], low: number, high: number, critical: [number | null, number | null] = [null, null]): RangeSeed => ({
  sex: 'any', age_from: from, age_to: to, age_unit: unit, low, high, critical_low: critical[0], critical_high: critical[1],
});

export interface MarkerSeed {
  name: string;
  code: string;
  /** The LOINC code of what it measures, in these units (a mass ratio and a molar one have different codes). */
  loinc: string;
  /** The units as a UCUM code: `units` is what people read (10^9/L), this what other systems receive (10*9/L). */
  ucum: string;
  ranges?: RangeSeed[];
  delta?: { limit: number; kind: 'absolute' | 'percent' };
  units: string;
  min: number;
  max: number;
  volume: number;
  sample: (typeof SAMPLE_TYPES)[number]['name'];
  tube: (typeof TUBE_TYPES)[number]['name'];
  description: string;
}

export const MARKERS: MarkerSeed[] = [
  { name: 'Total Cholesterol', code: 'CHOL', loinc: '14647-2', units: 'mmol/L', ucum: 'mmol/L', min: 0, max: 5, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Total serum cholesterol' },
  { name: 'HDL Cholesterol', code: 'HDL', loinc: '14646-4', units: 'mmol/L', ucum: 'mmol/L', min: 1, max: 2.2, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'High-density lipoprotein cholesterol' },
  { name: 'LDL Cholesterol', code: 'LDL', loinc: '39469-2', units: 'mmol/L', ucum: 'mmol/L', min: 0, max: 3, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Low-density lipoprotein cholesterol (calculated)' },
  { name: 'Triglycerides', code: 'TRIG', loinc: '14927-8', units: 'mmol/L', ucum: 'mmol/L', min: 0, max: 1.7, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Fasting triglycerides' },
  { name: 'Haemoglobin', code: 'HB', loinc: '718-7', ranges: [band(0, 1, 'months', 140, 220, [70, 250]), band(1, 12, 'months', 100, 140, [70, 200]), band(1, 18, 'years', 110, 160, [70, 200]), adult('any', 115, 175, [70, 200]), adult('male', 130, 175, [70, 200]), adult('female', 115, 155, [70, 200])], delta: { limit: 20, kind: 'absolute' }, units: 'g/L', ucum: 'g/L', min: 130, max: 175, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Haemoglobin concentration' },
  { name: 'White Cell Count', code: 'WBC', loinc: '6690-2', ranges: [band(0, null, 'years', 4, 11, [2, 30])], units: '10^9/L', ucum: '10*9/L', min: 4, max: 11, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Total leucocyte count' },
  { name: 'Platelet Count', code: 'PLT', loinc: '777-3', ranges: [band(0, null, 'years', 150, 400, [50, 1000])], units: '10^9/L', ucum: '10*9/L', min: 150, max: 400, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Platelets' },
  { name: 'Red Cell Count', code: 'RBC', loinc: '789-8', units: '10^12/L', ucum: '10*12/L', min: 4.5, max: 5.9, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Erythrocyte count' },
  { name: 'Haematocrit', code: 'HCT', loinc: '4544-3', units: 'L/L', ucum: 'L/L', min: 0.4, max: 0.52, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Packed cell volume' },
  { name: 'Glucose (Fasting)', code: 'GLU', loinc: '14771-0', ranges: [band(0, null, 'years', 3.9, 5.6, [2.5, 25])], units: 'mmol/L', ucum: 'mmol/L', min: 3.9, max: 5.6, volume: 15, sample: 'Plasma', tube: 'Fluoride Oxalate (Grey)', description: 'Fasting plasma glucose' },
  { name: 'HbA1c', code: 'HBA1C', loinc: '59261-8', units: 'mmol/mol', ucum: 'mmol/mol', min: 20, max: 41, volume: 25, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Glycated haemoglobin' },
  { name: 'TSH', code: 'TSH', loinc: '3016-3', units: 'mIU/L', ucum: 'm[IU]/L', min: 0.27, max: 4.2, volume: 30, sample: 'Serum', tube: 'SST (Gold)', description: 'Thyroid stimulating hormone' },
  { name: 'Free T4', code: 'FT4', loinc: '14920-3', units: 'pmol/L', ucum: 'pmol/L', min: 12, max: 22, volume: 30, sample: 'Serum', tube: 'SST (Gold)', description: 'Free thyroxine' },
  { name: 'Creatinine', code: 'CREA', loinc: '14682-9', ranges: [band(0, 18, 'years', 20, 80), adult('any', 45, 104), adult('male', 59, 104), adult('female', 45, 84)], delta: { limit: 50, kind: 'percent' }, units: 'µmol/L', ucum: 'umol/L', min: 59, max: 104, volume: 15, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum creatinine' },
  { name: 'Sodium', code: 'NA', loinc: '2951-2', ranges: [band(0, null, 'years', 133, 146, [120, 160])], delta: { limit: 8, kind: 'absolute' }, units: 'mmol/L', ucum: 'mmol/L', min: 133, max: 146, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum sodium' },
  { name: 'Potassium', code: 'K', loinc: '2823-3', ranges: [band(0, 7, 'days', 3.7, 5.9, [2.8, 7]), band(7, 365, 'days', 4.1, 5.3, [2.8, 6.5]), band(1, 18, 'years', 3.4, 4.7, [2.8, 6.5]), adult('any', 3.5, 5.3, [2.5, 6.5])], delta: { limit: 1, kind: 'absolute' }, units: 'mmol/L', ucum: 'mmol/L', min: 3.5, max: 5.3, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum potassium' },
  { name: 'ALT', code: 'ALT', loinc: '1742-6', units: 'U/L', ucum: 'U/L', min: 0, max: 41, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Alanine aminotransferase' },
  { name: 'C-Reactive Protein', code: 'CRP', loinc: '1988-5', units: 'mg/L', ucum: 'mg/L', min: 0, max: 5, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Inflammation marker' },
  { name: 'Vitamin D (25-OH)', code: 'VITD', loinc: '14635-7', units: 'nmol/L', ucum: 'nmol/L', min: 50, max: 175, volume: 35, sample: 'Serum', tube: 'SST (Gold)', description: '25-hydroxyvitamin D' },
  { name: 'Ferritin', code: 'FERR', loinc: '2276-4', ranges: [band(0, 18, 'years', 15, 150), adult('any', 15, 400), adult('male', 30, 400), adult('female', 15, 150)], units: 'µg/L', ucum: 'ug/L', min: 30, max: 400, volume: 20, sample: 'Serum', tube: 'SST (Gold)', description: 'Iron stores' },
  { name: 'Urine Albumin:Creatinine Ratio', code: 'ACR', loinc: '32294-1', units: 'mg/mmol', ucum: 'mg/mmol', min: 0, max: 3, volume: 40, sample: 'Urine', tube: 'Sterile Urine Container', description: 'Kidney damage screening' },
  { name: 'Salivary Cortisol', code: 'SCORT', loinc: '51844-9', units: 'nmol/L', ucum: 'nmol/L', min: 0, max: 17.3, volume: 50, sample: 'Saliva', tube: 'Saliva Collection Tube', description: 'Late-night salivary cortisol' },
];

export const PANELS = [
  { name: 'Lipid Panel', description: 'Cardiovascular risk profile', sample: 'Serum', markers: ['Total Cholesterol', 'HDL Cholesterol', 'LDL Cholesterol', 'Triglycerides'], category: 'Biochemistry' },
  { name: 'Full Blood Count', description: 'Haematology screen', sample: 'Blood', markers: ['Haemoglobin', 'White Cell Count', 'Platelet Count', 'Red Cell Count', 'Haematocrit'], category: 'Haematology' },
  { name: 'Thyroid Function', description: 'TSH with free T4', sample: 'Serum', markers: ['TSH', 'Free T4'], category: 'Endocrinology' },
  { name: 'Kidney Function', description: 'Urea and electrolytes', sample: 'Serum', markers: ['Creatinine', 'Sodium', 'Potassium'], category: 'Biochemistry' },
  { name: 'Diabetes Monitoring', description: 'Glycaemic control', sample: 'Blood', markers: ['HbA1c'], category: 'Biochemistry' },
] as const;

export const COLLECTION_DEVICES = [
  { name: 'Capillary Blood Collection Kit', description: 'Finger-prick kit with microtainer tubes', capacity: 600, tubes: ['EDTA (Lavender)', 'SST (Gold)'] },
  { name: 'Microtainer EDTA', description: 'Single EDTA microtainer', capacity: 250, tubes: ['EDTA (Lavender)'] },
  { name: 'Venous Blood Draw Kit', description: 'Phlebotomy kit with vacutainers', capacity: 8000, tubes: ['EDTA (Lavender)', 'SST (Gold)', 'Lithium Heparin (Green)', 'Fluoride Oxalate (Grey)'] },
  { name: 'Urine Collection Pot', description: 'Sterile 30 mL pot', capacity: 30000, tubes: ['Sterile Urine Container'] },
  { name: 'Saliva Collection Kit', description: 'Passive drool kit', capacity: 2000, tubes: ['Saliva Collection Tube'] },
] as const;

export const LABS = [
  { name: 'Central Pathology Laboratory', description: 'Hospital-based blood sciences', address: '1 Pathology Way, London W2 1PG', phone: '+442079462000', email: 'results@centralpath.demo.lab', samples: ['Blood', 'Serum', 'Plasma'] },
  { name: 'Riverside Biochemistry Lab', description: 'Regional biochemistry and urinalysis', address: '40 Harbourside, Bristol BS1 5TT', phone: '+441179462100', email: 'lab@riversidebio.demo.lab', samples: ['Serum', 'Urine'] },
  { name: 'Northern Endocrine Services', description: 'Specialist endocrine testing', address: '12 Foregate Street, Chester CH1 1HB', phone: '+441244462200', email: 'endo@northernendo.demo.lab', samples: ['Serum', 'Saliva'] },
] as const;

/**
 * The demo's external lab: Central Pathology's orders go to the bundled reference-lab simulator
 * (reference-lab/, started by `pnpm start` on port 4010) over FHIR R4. EXTERNAL_LAB_REFERENCE_LAB_URL
 * points an environment elsewhere. The simulator listens on loopback (compose: a private network),
 * so its row allows a private address, which a lab's connection otherwise may not have.
 */
export const DEMO_EXTERNAL_LAB = { provider: 'reference-lab', lab: 'Central Pathology Laboratory', baseUrl: 'http://127.0.0.1:4010/fhir', allowPrivateNetwork: true } as const;

/** Which lab each institution uses for each sample type. */
export const LAB_ASSIGNMENTS = {
  A: [['Central Pathology Laboratory', 'Blood'], ['Central Pathology Laboratory', 'Serum'], ['Central Pathology Laboratory', 'Plasma'], ['Riverside Biochemistry Lab', 'Urine'], ['Northern Endocrine Services', 'Saliva']],
  B: [['Riverside Biochemistry Lab', 'Serum'], ['Riverside Biochemistry Lab', 'Urine'], ['Central Pathology Laboratory', 'Blood'], ['Central Pathology Laboratory', 'Plasma']],
  C: [['Northern Endocrine Services', 'Serum'], ['Northern Endocrine Services', 'Saliva'], ['Central Pathology Laboratory', 'Blood']],
} as const;

export const STATUSES = [
  { name: 'Received', description: 'Sample received at the lab', sortOrder: 0 },
  { name: 'Processing', description: 'Analysis under way', sortOrder: 1 },
  { name: 'Awaiting Review', description: 'Results awaiting clinical review', sortOrder: 2 },
  { name: 'Reported', description: 'Results reported to the requester', sortOrder: 3 },
] as const;

/** The four storage locations the demo starts with. */
export const STORAGE_LOCATIONS = [
  { name: 'Central Supply', description: 'Main stores, ground floor', sortOrder: 0 },
  { name: 'Lab Storage', description: 'Temperature-controlled lab store', sortOrder: 1 },
  { name: 'Warehouse', description: 'Off-site bulk warehouse', sortOrder: 2 },
  { name: 'Satellite Location', description: 'Community clinic store', sortOrder: 3 },
] as const;
