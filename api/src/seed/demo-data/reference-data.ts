// Reference data a clinical lab would really have. Ranges are typical UK adult reference
// intervals; volumes are the sample each analyte needs, in µL.

export const SAMPLE_TYPES = [
  { name: 'Blood', description: 'Whole blood (EDTA)' },
  { name: 'Serum', description: 'Clotted blood, centrifuged' },
  { name: 'Plasma', description: 'Anticoagulated blood, centrifuged' },
  { name: 'Urine', description: 'Mid-stream urine sample' },
  { name: 'Saliva', description: 'Passive drool saliva sample' },
] as const;

export const TUBE_TYPES = [
  { name: 'EDTA (Lavender)', description: 'K2-EDTA anticoagulant, haematology' },
  { name: 'SST (Gold)', description: 'Serum separator with clot activator' },
  { name: 'Lithium Heparin (Green)', description: 'Plasma chemistry' },
  { name: 'Fluoride Oxalate (Grey)', description: 'Glucose, lactate' },
  { name: 'Sterile Urine Container', description: 'Universal container, 30 mL' },
  { name: 'Saliva Collection Tube', description: 'Polypropylene cryovial' },
] as const;

export interface MarkerSeed {
  name: string;
  code: string;
  units: string;
  min: number;
  max: number;
  volume: number;
  sample: (typeof SAMPLE_TYPES)[number]['name'];
  tube: (typeof TUBE_TYPES)[number]['name'];
  description: string;
}

export const MARKERS: MarkerSeed[] = [
  { name: 'Total Cholesterol', code: 'CHOL', units: 'mmol/L', min: 0, max: 5, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Total serum cholesterol' },
  { name: 'HDL Cholesterol', code: 'HDL', units: 'mmol/L', min: 1, max: 2.2, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'High-density lipoprotein cholesterol' },
  { name: 'LDL Cholesterol', code: 'LDL', units: 'mmol/L', min: 0, max: 3, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Low-density lipoprotein cholesterol (calculated)' },
  { name: 'Triglycerides', code: 'TRIG', units: 'mmol/L', min: 0, max: 1.7, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Fasting triglycerides' },
  { name: 'Haemoglobin', code: 'HB', units: 'g/L', min: 130, max: 175, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Haemoglobin concentration' },
  { name: 'White Cell Count', code: 'WBC', units: '10^9/L', min: 4, max: 11, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Total leucocyte count' },
  { name: 'Platelet Count', code: 'PLT', units: '10^9/L', min: 150, max: 400, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Platelets' },
  { name: 'Red Cell Count', code: 'RBC', units: '10^12/L', min: 4.5, max: 5.9, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Erythrocyte count' },
  { name: 'Haematocrit', code: 'HCT', units: 'L/L', min: 0.4, max: 0.52, volume: 20, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Packed cell volume' },
  { name: 'Glucose (Fasting)', code: 'GLU', units: 'mmol/L', min: 3.9, max: 5.6, volume: 15, sample: 'Plasma', tube: 'Fluoride Oxalate (Grey)', description: 'Fasting plasma glucose' },
  { name: 'HbA1c', code: 'HBA1C', units: 'mmol/mol', min: 20, max: 41, volume: 25, sample: 'Blood', tube: 'EDTA (Lavender)', description: 'Glycated haemoglobin' },
  { name: 'TSH', code: 'TSH', units: 'mIU/L', min: 0.27, max: 4.2, volume: 30, sample: 'Serum', tube: 'SST (Gold)', description: 'Thyroid stimulating hormone' },
  { name: 'Free T4', code: 'FT4', units: 'pmol/L', min: 12, max: 22, volume: 30, sample: 'Serum', tube: 'SST (Gold)', description: 'Free thyroxine' },
  { name: 'Creatinine', code: 'CREA', units: 'µmol/L', min: 59, max: 104, volume: 15, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum creatinine' },
  { name: 'Sodium', code: 'NA', units: 'mmol/L', min: 133, max: 146, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum sodium' },
  { name: 'Potassium', code: 'K', units: 'mmol/L', min: 3.5, max: 5.3, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Serum potassium' },
  { name: 'ALT', code: 'ALT', units: 'U/L', min: 0, max: 41, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Alanine aminotransferase' },
  { name: 'C-Reactive Protein', code: 'CRP', units: 'mg/L', min: 0, max: 5, volume: 10, sample: 'Serum', tube: 'SST (Gold)', description: 'Inflammation marker' },
  { name: 'Vitamin D (25-OH)', code: 'VITD', units: 'nmol/L', min: 50, max: 175, volume: 35, sample: 'Serum', tube: 'SST (Gold)', description: '25-hydroxyvitamin D' },
  { name: 'Ferritin', code: 'FERR', units: 'µg/L', min: 30, max: 400, volume: 20, sample: 'Serum', tube: 'SST (Gold)', description: 'Iron stores' },
  { name: 'Urine Albumin:Creatinine Ratio', code: 'ACR', units: 'mg/mmol', min: 0, max: 3, volume: 40, sample: 'Urine', tube: 'Sterile Urine Container', description: 'Kidney damage screening' },
  { name: 'Salivary Cortisol', code: 'SCORT', units: 'nmol/L', min: 0, max: 17.3, volume: 50, sample: 'Saliva', tube: 'Saliva Collection Tube', description: 'Late-night salivary cortisol' },
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
