/** A person's name as the screens show it: first name, then last name. */
export const personName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
