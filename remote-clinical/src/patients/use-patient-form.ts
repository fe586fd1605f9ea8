import { assignsClinician, type InstitutionOption, isClinician, parsePhone, type Patient, type PatientDetail, PATIENT_MESSAGES, type PatientPayload, PERSON_NAME_MESSAGES, type SessionUser } from '@lab/shared';
import { useLoadedData, useSubmit } from '@lab/shared/react';
import { useState, type FormEvent } from 'react';
import { createPatient, fetchMyInstitutions, fetchPatient, updatePatient } from './patients-api';
import { patientPageLoad, type PatientPageLoad } from './PatientLoadFallback';
import { phoneToStore, type PhoneValue } from './PhoneField';

/** What the form edits: text fields as typed, the phone split in two, the assignment. */
export interface PatientFormValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  phone: PhoneValue;
  email: string;
  insurance_number: string;
  nhs_number: string;
  medical_record_number: string;
  street_address_1: string;
  street_address_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  institution_ids: number[];
  clinician_id: number | null;
}

export type TextField = Exclude<keyof PatientFormValues, 'phone' | 'institution_ids' | 'clinician_id'>;

/** The form's starting values: the patient's when editing, otherwise empty with `institutionIds` chosen. */
export function initialValues(patient: Patient | null, institutionIds: number[] = []): PatientFormValues {
  const parsed = parsePhone(patient?.phone);
  const text = (value: string | null | undefined) => value ?? '';
  return {
    first_name: text(patient?.first_name),
    last_name: text(patient?.last_name),
    date_of_birth: text(patient?.date_of_birth).slice(0, 10),
    gender: text(patient?.gender),
    phone: { country: parsed.country.code, national: parsed.national },
    email: text(patient?.email),
    insurance_number: text(patient?.insurance_number),
    nhs_number: text(patient?.nhs_number),
    medical_record_number: text(patient?.medical_record_number),
    street_address_1: text(patient?.street_address_1),
    street_address_2: text(patient?.street_address_2),
    city: text(patient?.city),
    state: text(patient?.state),
    postal_code: text(patient?.postal_code),
    country: text(patient?.country),
    institution_ids: patient ? patient.institution_ids : institutionIds,
    clinician_id: patient?.clinician_id ?? null,
  };
}

/** A new patient's institutions: `?institution_id=N` when it is one of the options, else the only option. */
export function preselectedInstitutions(options: InstitutionOption[], requested: string | null): number[] {
  const wanted = options.find((i) => String(i.id) === requested);
  if (wanted) return [wanted.id];
  return options.length === 1 ? [options[0].id] : [];
}

/** Why the chosen institutions cannot be saved, or null. */
export function institutionProblem(values: PatientFormValues, user: SessionUser): string | null {
  if (values.institution_ids.length === 0) return PATIENT_MESSAGES.institutionRequired;
  if (isClinician(user) && values.institution_ids.length > 1) return PATIENT_MESSAGES.clinicianOneInstitution;
  return null;
}

/** What the API gets: blank text as null, a blank MRN left out; clinician_id only from users who assign clinicians. */
export function toPayload(values: PatientFormValues, user: SessionUser): PatientPayload {
  const text = (value: string) => value.trim() || null;
  const medicalRecordNumber = values.medical_record_number.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    date_of_birth: text(values.date_of_birth),
    gender: values.gender || null,
    phone: phoneToStore(values.phone),
    email: text(values.email),
    insurance_number: text(values.insurance_number),
    nhs_number: text(values.nhs_number),
    // left out when blank: the API generates one for a new patient and keeps the current one when editing
    ...(medicalRecordNumber ? { medical_record_number: medicalRecordNumber } : {}),
    street_address_1: text(values.street_address_1),
    street_address_2: text(values.street_address_2),
    city: text(values.city),
    state: text(values.state),
    postal_code: text(values.postal_code),
    country: text(values.country),
    institution_ids: values.institution_ids,
    // a clinician's patients are theirs; the API assigns them, so the form never sends one
    ...(assignsClinician(user) ? { clinician_id: values.clinician_id } : {}),
  };
}

/** The form's state, its checks and saving. `onSaved` gets the saved patient. */
export function usePatientForm({ user, patientId, initial, onSaved }: { user: SessionUser; patientId?: string; initial: PatientFormValues; onSaved(patient: PatientDetail): void }) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const saving = useSubmit(
    async (payload: PatientPayload) => onSaved(patientId ? await updatePatient(patientId, payload) : await createPatient(payload)),
    PATIENT_MESSAGES.saveFailed,
  );

  const set = <K extends keyof PatientFormValues>(key: K, value: PatientFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errors = {
    first_name: submitted && !values.first_name.trim() ? PERSON_NAME_MESSAGES.firstNameRequired : null,
    last_name: submitted && !values.last_name.trim() ? PERSON_NAME_MESSAGES.lastNameRequired : null,
    institutions: institutionProblem(values, user),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!values.first_name.trim() || !values.last_name.trim() || errors.institutions) return;
    void saving.submit(toPayload(values, user));
  }

  return { values, set, errors, saving: saving.busy, saveError: saving.error, submit };
}

export type PatientFormLoad = PatientPageLoad<{ patient: Patient | null; institutions: InstitutionOption[] }>;

/** The patient being edited (none on /new) and the institutions to choose from (an empty list when that load fails). */
export function usePatientFormLoad(patientId: string | undefined): PatientFormLoad {
  const loaded = useLoadedData(async () => {
    const [patient, institutions] = await Promise.all([patientId ? fetchPatient(patientId) : null, fetchMyInstitutions().catch(() => [])]);
    return { patient, institutions };
  }, [patientId]);
  return patientPageLoad(loaded, PATIENT_MESSAGES.fetchFailed);
}
