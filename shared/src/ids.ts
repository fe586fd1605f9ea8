function padded(prefix: string, id: number | string): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/** REQ-000012 */
export const formatRequestId = (id: number | string) => padded('REQ', id);
/** RES-000012 */
export const formatResultId = (id: number | string) => padded('RES', id);
/** FUL-000012 */
export const formatFulfillmentId = (id: number | string) => padded('FUL', id);
