/** A person's name as the screens show it: first name, then last name. */
export const personName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/** A person's name is required wherever one is entered: a patient, the user's own profile. */
export const PERSON_NAME_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;
