// Literal references as servers write them: relative (`DiagnosticReport/9`), versioned
// (`DiagnosticReport/9/_history/2`), absolute (`https://lab.example/fhir/DiagnosticReport/9`) or
// both. What the API needs of one is the resource it names: its type and id (the version is the
// one the lab had then; we read the current one).

export interface ResourceRef {
  type: string;
  id: string;
  version: string | null;
}

const TYPE = '[A-Z][A-Za-z]{1,63}';
const ID = '[A-Za-z0-9\\-.]{1,64}';
// type/id, optionally /_history/version, at the end of the reference (after a base URL or nothing)
const TAIL = new RegExp(`(?:^|/)(${TYPE})/(${ID})(?:/_history/(${ID}))?$`);

/** The resource a literal reference names; null for a contained (`#x`), logical or unreadable one. */
export function parseReference(reference: unknown): ResourceRef | null {
  if (typeof reference !== 'string' || reference.length > 4096) return null;
  const path = reference.split(/[?#]/)[0];
  if (path !== reference) return null; // contained references and queries name no stored resource
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(path);
  if (!relative && !/^https?:\/\//i.test(path)) return null; // urn:uuid: and the like are no server's resource
  const match = TAIL.exec(path);
  if (!match) return null;
  // a relative reference is exactly type/id[/_history/v]: nothing before it
  if (relative && match.index !== 0) return null;
  return { type: match[1], id: match[2], version: match[3] ?? null };
}

/** The id when the reference names a resource of `type`. */
export function idOfReference(reference: unknown, type: string): string | null {
  const ref = parseReference(reference);
  return ref?.type === type ? ref.id : null;
}
