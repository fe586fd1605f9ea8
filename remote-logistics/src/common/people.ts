/** '—' for a value that is not there. */
export const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));
/** 'Emily Watson', or '—' without a first name. */
export const person = (first: string | null | undefined, last: string | null | undefined) => (first ? `${first} ${last ?? ''}`.trim() : '—');
/** 'Olivia Harrington': the patient of a request. */
export const requestPatientName = (r: { patient_first_name: string; patient_last_name: string }) => `${r.patient_first_name} ${r.patient_last_name}`;
