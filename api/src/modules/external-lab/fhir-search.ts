// Search parameters as a FHIR server reads them. A value's own `\ , $ |` are escaped with a
// backslash (FHIR's search escaping: otherwise `,` splits it into alternatives and `|` into a
// system and a code), then the whole value is URL-encoded, so `+ & % #` in a barcode stay part
// of it. Every query and ifNoneExist the API sends is built here.

/** FHIR's escaping of a search value: `\` → `\\`, `,` → `\,`, `$` → `\$`, `|` → `\|`. */
export function escapeSearchValue(value: string): string {
  return value.replace(/[\\,$|]/g, (char) => `\\${char}`);
}

/** A token search value `system|value`, each side escaped (the bar between them is the separator). */
export function tokenValue(system: string, value: string): string {
  return `${escapeSearchValue(system)}|${escapeSearchValue(value)}`;
}

/** A search parameter whose value is already in FHIR's search syntax (escaped where needed). */
export interface SearchParam {
  name: string;
  value: string;
}

/** `name=value&...`, each name and value URL-encoded: a query string, or an ifNoneExist. */
export function searchQuery(params: readonly SearchParam[]): string {
  return params.map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

/** `identifier=system|value`, escaped and encoded: the conditional create on one of our identifiers. */
export const identifierSearch = (system: string, value: string): string => searchQuery([{ name: 'identifier', value: tokenValue(system, value) }]);
