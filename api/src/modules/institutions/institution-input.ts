// The institution form's body as stored (name required, all
// else optional), checked once for create and edit.
import { DEFAULT_INSTITUTION_TYPE, INSTITUTION_MESSAGES, INVALID_TIME_ZONE, isValidTimeZone, type InstitutionWriteBody } from '@lab/shared';
import { optionalEmail, optionalPhone, optionalText } from '../../platform/contact-fields';
import { badRequest } from '../../platform/errors';
import type { InstitutionValues } from './queries';

/**
 * Trimmed text, blanks as null, the email and phone checked as the patient form's are, the time
 * zone as an IANA name (the service also asks PostgreSQL, which computes the reminders in it).
 * - Create: a blank or absent institution_type is DEFAULT_INSTITUTION_TYPE.
 * - Edit (DECISION): a field the body leaves out keeps its value; null or blank clears it, except
 *   institution_type (never empty), which a blank leaves as it is (a form that does not load the
 *   type sends a blank, which means "unchanged").
 */
export function readInstitutionInput(body: InstitutionWriteBody, creating: true): InstitutionValues;
export function readInstitutionInput(body: InstitutionWriteBody, creating: false): Partial<InstitutionValues>;
export function readInstitutionInput(body: InstitutionWriteBody, creating: boolean): Partial<InstitutionValues> {
  const name = optionalText(body.name);
  if (!name) throw badRequest(INSTITUTION_MESSAGES.nameRequired);
  const values: Partial<InstitutionValues> = { name };
  const given = (field: keyof InstitutionWriteBody) => creating || body[field] !== undefined;
  if (given('institution_number')) values.institutionNumber = optionalText(body.institution_number);
  if (given('address')) values.address = optionalText(body.address);
  if (given('email')) values.email = optionalEmail(body.email);
  if (given('phone')) values.phone = optionalPhone(body.phone);
  if (given('time_zone')) values.timeZone = optionalTimeZone(body.time_zone);
  // four eyes on results unless a one-person lab says otherwise
  if (body.second_person_release !== undefined) values.secondPersonRelease = body.second_person_release;
  else if (creating) values.secondPersonRelease = true;
  const type = optionalText(body.institution_type);
  if (type !== null) values.institutionType = type;
  else if (creating) values.institutionType = DEFAULT_INSTITUTION_TYPE;
  return values;
}

/** An IANA time zone name, trimmed; blank is null; a name Intl does not know is a 400. */
function optionalTimeZone(value: string | null | undefined): string | null {
  const name = optionalText(value);
  if (name !== null && !isValidTimeZone(name)) throw badRequest(INVALID_TIME_ZONE);
  return name;
}
