// Who may do what with patients. The API enforces these on every
// request; the clinical remote uses the same functions to show or hide buttons.
import { type AccessSubject, isClinician, isSuperAdmin, may, type Role } from './access';

export const PATIENT_GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type PatientGender = (typeof PATIENT_GENDERS)[number];

export const PATIENT_MESSAGES = {
  institutionRequired: 'At least one institution must be selected',
  clinicianOneInstitution: 'Clinicians can only select one institution',
  notFound: 'Patient Not Found',
  fetchListFailed: 'Failed to fetch patients',
  /** A list of patients (an institution's) in place of its rows when it could not be loaded. */
  listUnavailable: 'Patients could not be loaded',
  fetchDetailFailed: 'Failed to fetch patient details',
  fetchFailed: 'Failed to fetch patient',
  saveFailed: 'Failed to save patient',
  deleteFailed: 'Failed to delete patient',
  dateOfBirthInvalid: 'Date of birth must be a valid date',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  genderInvalid: (genders: readonly string[]) => `Gender must be one of: ${genders.join(', ')}`,
  ownInstitutionOnly: 'You can only add patients to your own institution',
  clinicianNotOfInstitution: "The assigned clinician must be an active clinician of the patient's institution",
  createDenied: "You don't have permission to add patients",
  editDenied: "You don't have permission to edit this patient",
  deleteDenied: "You don't have permission to delete patients",
} as const;

interface PatientActor extends AccessSubject {
  id: number;
  role: Role;
}

/** Add Patient: not lab staff; fulfillment agents have no patients area at all. */
export function canCreatePatient(user: PatientActor): boolean {
  return may(user, 'patients.create');
}

/** Edit: the institution's administrators any patient, a clinician only the patients assigned to them. */
export function canEditPatient(user: PatientActor, patient: { clinician_id: number | null }): boolean {
  const assignedToThem = patient.clinician_id === user.id;
  return may(user, 'patients.editAny') || (may(user, 'patients.editAssigned') && assignedToThem);
}

/** Delete (archive): the API's route policy asks the same action. */
export function canDeletePatient(user: PatientActor): boolean {
  return may(user, 'patients.delete');
}

/** Only super_admin chooses among all institutions in the list's filter. */
export function canFilterPatientsByInstitution(user: PatientActor): boolean {
  return isSuperAdmin(user);
}

/** Clinicians are assigned to their own new patients and never pick another clinician. */
export function assignsClinician(user: PatientActor): boolean {
  return !isClinician(user);
}
