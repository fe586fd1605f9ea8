function padded(prefix: string, id: number | string): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/** REQ-000012 */
export const formatRequestId = (id: number | string) => padded('REQ', id);
/** RES-000012 */
export const formatResultId = (id: number | string) => padded('RES', id);
/** FUL-000012 */
export const formatFulfillmentId = (id: number | string) => padded('FUL', id);

/** The id a search term names with its prefix: 'REQ-000123', 'req123', 'REQ-123' give 123 for 'REQ'; null otherwise or out of integer range. */
function idNamedBy(prefix: string, term: string): number | null {
  const match = new RegExp(`^${prefix}-?0*(\\d{1,9})$`, 'i').exec(term.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/** A REQ- id searched for: 'REQ-000123', 'req123'. */
export const requestIdNamedBy = (term: string) => idNamedBy('REQ', term);
/** A RES- id searched for: 'RES-000123', 'res123'. */
export const resultIdNamedBy = (term: string) => idNamedBy('RES', term);
/** A FUL- id searched for: 'FUL-000123', 'ful123'. */
export const fulfillmentIdNamedBy = (term: string) => idNamedBy('FUL', term);
