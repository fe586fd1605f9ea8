/** '—' for a value that is not there. */
export const dash = (value: string | null | undefined) => value || '—';
/** 'Emily Watson', or '—' without a first name. */
export const person = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ''}`.trim() : '—');
/** 'Olivia Harrington': the patient of a request or a result. */
export const requestPatientName = (r: { patient_first_name: string; patient_last_name: string }) => `${r.patient_first_name} ${r.patient_last_name}`;
