import { DEFAULT_INSTITUTION_TYPE, INSTITUTION_MESSAGES, type Institution, type InstitutionWriteBody } from '@lab/shared';
import { useSubmit } from '@lab/shared/react';
import { useState, type FormEvent } from 'react';
import { createInstitution, updateInstitution } from './institutions-api';

/** What the form edits, as typed. */
export interface InstitutionFormValues {
  name: string;
  institution_number: string;
  address: string;
  phone: string;
  email: string;
  institution_type: string;
  /** An IANA name; '' for none (the server's time zone). */
  time_zone: string;
  /** Results need a second person to review and release (off only for a one-person lab). */
  second_person_release: boolean;
}

export type InstitutionTextField = Exclude<keyof InstitutionFormValues, 'institution_type' | 'time_zone' | 'second_person_release'>;

/**
 * The form's starting values: empty with the default type on create, the record's on edit.
 * DECISION: on edit the type is filled from the loaded record: left empty, the
 * form would show the default and silently overwrite the institution's type on save.
 */
export function initialInstitutionValues(institution: Institution | null): InstitutionFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(institution?.name),
    institution_number: text(institution?.institution_number),
    address: text(institution?.address),
    phone: text(institution?.phone),
    email: text(institution?.email),
    institution_type: institution?.institution_type || DEFAULT_INSTITUTION_TYPE,
    time_zone: text(institution?.time_zone),
    second_person_release: institution?.second_person_release ?? true,
  };
}

/** What the API gets: trimmed text, blanks as null (no time zone: null, the server's). */
export function toInstitutionBody(values: InstitutionFormValues): InstitutionWriteBody {
  const text = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    institution_number: text(values.institution_number),
    address: text(values.address),
    phone: text(values.phone),
    email: text(values.email),
    institution_type: values.institution_type || DEFAULT_INSTITUTION_TYPE,
    time_zone: values.time_zone || null,
    second_person_release: values.second_person_release,
  };
}

/** The form's state, its one check (name required) and saving; `onSaved` gets the saved institution. */
export function useInstitutionForm({ institutionId, initial, onSaved }: { institutionId?: number; initial: InstitutionFormValues; onSaved(institution: Institution): void }) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const saving = useSubmit(
    async (body: InstitutionWriteBody) => onSaved(institutionId ? await updateInstitution(institutionId, body) : await createInstitution(body)),
    INSTITUTION_MESSAGES.saveFailed,
  );

  const set = <K extends keyof InstitutionFormValues>(key: K, value: InstitutionFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const nameError = submitted && !values.name.trim() ? INSTITUTION_MESSAGES.nameRequired : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!values.name.trim()) return;
    void saving.submit(toInstitutionBody(values));
  }

  return { values, set, nameError, saving: saving.busy, saveError: saving.error, submit };
}
