// Results as GET /results/{id} answers them, for the report's tests and sample PDFs.
import { flagFor, type ResultValue, type TestResultDetail } from '@lab/shared';

/** A stored value flagged against its range (with critical limits when given); no range at all leaves it unflagged. */
export function resultValue(
  marker_id: number,
  marker_name: string,
  value: number,
  units: string | null,
  range_min: number | null,
  range_max: number | null,
  critical: [number | null, number | null] = [null, null],
  range_label: string | null = null,
): ResultValue {
  const ranged = range_min !== null || range_max !== null;
  const range = ranged ? { low: range_min, high: range_max, critical_low: critical[0], critical_high: critical[1] } : null;
  return { marker_id, marker_name, value, units, range_min, range_max, critical_low: critical[0], critical_high: critical[1], range_id: ranged ? marker_id * 10 : null, range_label, flag: flagFor(value, range), delta: null };
}

const LIPID_VALUES: ResultValue[] = [
  resultValue(1, 'Total Cholesterol', 6.1, 'mmol/L', 0, 5.2),
  resultValue(2, 'HDL Cholesterol', 0.8, 'mmol/L', 1.0, null),
  resultValue(3, 'LDL Cholesterol', 3.0, 'mmol/L', 0, 3.4),
  resultValue(4, 'Triglycerides', 1.6, 'mmol/L', 0, 1.7),
];

const LIPID_DATA = `Total Cholesterol
Value: 6.1
Units: mmol/L
Range: 0 - 5.2
Status: High

HDL Cholesterol
Value: 0.8
Units: mmol/L
Range: > 1
Status: Low

LDL Cholesterol
Value: 3.0
Units: mmol/L
Range: 0 - 3.4
Status: Normal

Triglycerides
Value: 1.6
Units: mmol/L
Range: 0 - 1.7
Status: Normal`;

export const finalResult: TestResultDetail = {
  id: 123,
  test_request_id: 45,
  test_name: 'Lipid Panel',
  status: 'final',
  patient_id: 7,
  patient_first_name: 'Jane',
  patient_last_name: 'Doe',
  medical_record_number: 'MRN-P100042',
  institution_id: 2,
  institution_name: 'Riverside Family Clinic',
  entered_by_name: 'Omar',
  entered_by_lastname: 'Haddad',
  entered_at: '2026-11-22T09:15:00',
  reviewed_by_name: 'Grace',
  reviewed_by_lastname: 'Okafor',
  reviewed_at: '2026-11-22T14:05:00',
  updated_at: '2026-11-22T14:05:00',
  abnormal_count: 2,
  critical_count: 0,
  critical_unacknowledged: false,
  entered_by: 11,
  values_by: 11,
  released_by_name: 'Grace',
  released_by_lastname: 'Okafor',
  released_at: '2026-11-22T14:05:00',
  release_comment: null,
  second_person_required: true,
  collected_at: '2026-11-20T08:30:00',
  critical_notifications: [],
  pending_amendment: null,
  result_data: LIPID_DATA,
  result_values: LIPID_VALUES,
  interpretation:
    'Total cholesterol is above the recommended limit and HDL cholesterol is low, giving an unfavourable lipid profile. ' +
    'LDL cholesterol and triglycerides are within range. Suggest lifestyle advice and a repeat fasting lipid panel in 3 months.',
  current_version: 1,
  date_of_birth: '1984-03-17',
  gender: 'Female',
  barcode_number: 'KIT134829175',
  test_request: {
    id: 45,
    status: 'completed',
    test_name: 'Lipid Panel',
    category: 'Chemistry',
    priority: 'normal',
    institution_id: 2,
    institution_name: 'Riverside Family Clinic',
    institution_address: '12 River Road, Springfield, IL 62701, United States',
    requested_at: '2026-11-20T08:30:00',
    sample_type: 'Serum',
    barcode_number: 'KIT134829175',
    panel_id: 3,
    panel_name: 'Lipid Panel',
    marker_ids: [1, 2, 3, 4],
    lab_name: 'Central Reference Laboratory',
    lab_address: '400 Science Park Drive, Suite 200, Springfield, IL 62704',
    clinician_name: 'Dr. Alan Reyes',
  },
  markers: LIPID_VALUES.map((v) => ({ id: v.marker_id, name: v.marker_name, description: null, units: v.units, range_min: v.range_min, range_max: v.range_max, range: null })),
  versions: [
    {
      version: 1,
      status: 'final',
      source: 'entry',
      author_id: 5,
      result_data: LIPID_DATA,
      result_values: LIPID_VALUES,
      interpretation: null,
      author_name: 'Omar',
      author_lastname: 'Haddad',
      created_at: '2026-11-22T09:15:00',
      reason: null,
    },
  ],
  external_api_status: null,
  external_lab_id: null,
  has_external_results: false,
};

/** One marker only, a value below range. */
export const oneMarkerResult: TestResultDetail = {
  ...finalResult,
  id: 124,
  test_name: 'Ferritin',
  result_values: [resultValue(9, 'Ferritin', 8, 'µg/L', 15, 150)],
  result_data: 'Ferritin\nValue: 8\nUnits: µg/L\nRange: 15 - 150\nStatus: Low',
  interpretation: 'Low ferritin, consistent with depleted iron stores.',
  test_request: { ...finalResult.test_request, test_name: 'Ferritin', panel_id: null, panel_name: null, sample_type: null, marker_ids: [9] },
};

const CBC: [string, number, string, number, number][] = [
  ['White blood cells', 11.8, '10^9/L', 4.0, 11.0],
  ['Red blood cells', 4.1, '10^12/L', 4.2, 5.4],
  ['Haemoglobin', 118, 'g/L', 120, 160],
  ['Haematocrit', 0.37, 'L/L', 0.36, 0.46],
  ['Mean cell volume', 90, 'fL', 80, 100],
  ['Mean cell haemoglobin', 29, 'pg', 27, 33],
  ['MCH concentration', 320, 'g/L', 320, 360],
  ['Red cell distribution width', 14.9, '%', 11.5, 14.5],
  ['Platelets', 262, '10^9/L', 150, 400],
  ['Mean platelet volume', 10.1, 'fL', 7.5, 11.5],
  ['Neutrophils', 8.2, '10^9/L', 2.0, 7.5],
  ['Lymphocytes', 2.4, '10^9/L', 1.0, 4.0],
  ['Monocytes', 0.7, '10^9/L', 0.2, 1.0],
  ['Eosinophils', 0.3, '10^9/L', 0.0, 0.5],
  ['Basophils', 0.05, '10^9/L', 0.0, 0.1],
  ['Reticulocytes', 1.2, '%', 0.5, 2.5],
  ['ESR', 28, 'mm/h', 0, 20],
  ['C-reactive protein', 14, 'mg/L', 0, 5],
  ['Ferritin', 8, 'µg/L', 15, 150],
  ['Vitamin B12 (cobalamin, serum, immunoassay)', 310, 'pmol/L', 148, 590],
];

/** A 20-marker blood count, reviewed but not final: its table runs over two pages. */
export const twentyMarkerResult: TestResultDetail = {
  ...finalResult,
  id: 125,
  status: 'reviewed',
  test_name: 'Full Blood Count with iron studies',
  result_values: CBC.map(([name, value, units, min, max], index) => resultValue(100 + index, name, value, units, min, max)),
  interpretation:
    'Mild normocytic anaemia with low ferritin, suggesting early iron deficiency. Neutrophilia with raised CRP and ESR is in keeping with an acute inflammatory or infective process. ' +
    'Clinical correlation is advised; repeat the full blood count after treatment of the acute illness, and consider iron studies with transferrin saturation.',
  test_request: { ...finalResult.test_request, test_name: 'Full Blood Count with iron studies', panel_name: 'Haematology', sample_type: 'Whole blood (EDTA)' },
};

/** An amended result: its newest version gives the reason. */
export const amendedResult: TestResultDetail = {
  ...finalResult,
  id: 126,
  status: 'amended',
  current_version: 2,
  updated_at: '2026-11-23T10:40:00',
  versions: [
    { ...finalResult.versions[0], version: 2, status: 'amended', author_name: 'Grace', author_lastname: 'Okafor', created_at: '2026-11-23T10:40:00', reason: 'HDL value corrected after re-run of the sample' },
    finalResult.versions[0],
  ],
};

const KIDNEY_VALUES: ResultValue[] = [
  resultValue(20, 'Creatinine', 96, 'µmol/L', 45, 84, [null, null], 'Female, from 18 years'),
  resultValue(21, 'Sodium', 118, 'mmol/L', 133, 146, [120, 160], 'Any sex, all ages'),
  { ...resultValue(22, 'Potassium', 7.2, 'mmol/L', 3.5, 5.3, [2.5, 6.5], 'Any sex, from 18 years'), delta: { previous_value: 4.1, previous_at: '2026-11-10T09:00:00', previous_result_id: 98, failed: true } },
  resultValue(23, 'Urine Osmolality', 410, 'mOsm/kg', null, null),
];

/** A kidney panel with two critical values, their call-back recorded, released past a failed delta check. */
export const criticalResult: TestResultDetail = {
  ...finalResult,
  id: 127,
  test_name: 'Kidney Function',
  abnormal_count: 3,
  critical_count: 2,
  critical_unacknowledged: false,
  result_values: KIDNEY_VALUES,
  result_data: '',
  interpretation: 'Severe hyperkalaemia and hyponatraemia; the ward was called at once.',
  released_by_name: 'Tom',
  released_by_lastname: 'Fletcher',
  released_at: '2026-11-22T15:10:00',
  release_comment: 'Confirmed on a repeat sample; not haemolysed',
  critical_notifications: [
    {
      id: 1,
      version: 1,
      values: [
        { marker_id: 21, value: 118 },
        { marker_id: 22, value: 7.2 },
      ],
      notified_person: 'Dr Ada Obi',
      role: 'Ward registrar',
      method: 'phone',
      read_back: true,
      notified_at: '2026-11-22T14:40:00',
      notes: 'Repeat sample requested',
      recorded_by_name: 'Hannah',
      recorded_by_lastname: 'Lee',
      recorded_at: '2026-11-22T14:42:00',
    },
  ],
  test_request: { ...finalResult.test_request, test_name: 'Kidney Function', panel_name: 'Kidney Function', marker_ids: [20, 21, 22, 23] },
};

/** The same, its call-back still to be made: released it cannot be, but a preliminary report can be printed. */
export const criticalPendingResult: TestResultDetail = {
  ...criticalResult,
  id: 128,
  status: 'reviewed',
  critical_unacknowledged: true,
  critical_notifications: [],
  released_by_name: null,
  released_by_lastname: null,
  released_at: null,
  release_comment: null,
};
