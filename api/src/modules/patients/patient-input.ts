import { isClinician, PATIENT_GENDERS, PATIENT_MESSAGES, PERSON_NAME_MESSAGES, type SessionUser } from '@lab/shared';
import { optionalEmail, optionalPhone, optionalText as text } from '../../platform/contact-fields';
import { badRequest } from '../../platform/errors';
import type { PatientPayload } from '@lab/shared';

/** A patient's own columns as the form gives them, trimmed, blanks as null. */
export interface PatientFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  phone: string | null;
  email: string | null;
  insuranceNumber: string | null;
  nhsNumber: string | null;
  streetAddress1: string | null;
  streetAddress2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface PatientInput {
  fields: PatientFields;
  /** Null: generate one. */
  medicalRecordNumber: string | null;
  institutionIds: number[];
  clinicianId: number | null;
}

/** A real calendar date (YYYY-MM-DD), not in the future. */
function dateOfBirth(value: string | null | undefined, today: Date): string | null {
  const v = text(value);
  if (v === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== v || Number(match[1]) < 1880) {
    throw badRequest(PATIENT_MESSAGES.dateOfBirthInvalid);
  }
  if (v > today.toISOString().slice(0, 10)) throw badRequest(PATIENT_MESSAGES.dateOfBirthInFuture);
  return v;
}

/** The institutions the form chose: institution_ids, or a single institution_id. */
function chosenInstitutions(body: PatientPayload): number[] {
  const ids = body.institution_ids ?? (body.institution_id != null ? [body.institution_id] : []);
  return [...new Set(ids)];
}

/** Checks the patient form; a 400 with the product's text otherwise. */
export function readPatientInput(body: PatientPayload, actor: SessionUser, today = new Date()): PatientInput {
  const firstName = text(body.first_name);
  const lastName = text(body.last_name);
  if (!firstName) throw badRequest(PERSON_NAME_MESSAGES.firstNameRequired);
  if (!lastName) throw badRequest(PERSON_NAME_MESSAGES.lastNameRequired);

  const institutionIds = chosenInstitutions(body);
  if (institutionIds.length === 0) throw badRequest(PATIENT_MESSAGES.institutionRequired);
  if (isClinician(actor) && institutionIds.length > 1) throw badRequest(PATIENT_MESSAGES.clinicianOneInstitution);

  const gender = text(body.gender);
  if (gender !== null && !(PATIENT_GENDERS as readonly string[]).includes(gender)) {
    throw badRequest(PATIENT_MESSAGES.genderInvalid(PATIENT_GENDERS));
  }
  const email = optionalEmail(body.email);
  const phone = optionalPhone(body.phone);

  return {
    fields: {
      firstName,
      lastName,
      dateOfBirth: dateOfBirth(body.date_of_birth, today),
      gender,
      phone,
      email,
      insuranceNumber: text(body.insurance_number),
      nhsNumber: text(body.nhs_number),
      streetAddress1: text(body.street_address_1),
      streetAddress2: text(body.street_address_2),
      city: text(body.city),
      state: text(body.state),
      postalCode: text(body.postal_code),
      country: text(body.country),
    },
    medicalRecordNumber: text(body.medical_record_number),
    institutionIds,
    clinicianId: body.clinician_id ?? null,
  };
}
