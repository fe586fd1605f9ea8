// Every list's search box: its accessible name and a placeholder that says what the box searches
// (short enough to show whole in the box at 1366 px; the longest drop the "Search by").
// The API's search of each list (api/src/platform/db/search.ts and the list's own search file)
// matches exactly what the placeholder names; docs/search.md has the same table in full.

export interface SearchBoxText {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
}

export const SEARCH_BOXES = {
  patients: { label: 'Search patients', placeholder: 'Search by name, MRN, email or phone' },
  testRequests: { label: 'Search test requests', placeholder: 'Search by patient, MRN, test, barcode or REQ- id' },
  results: { label: 'Search test results', placeholder: 'Search by patient, MRN, test, barcode or RES- id' },
  fulfillment: { label: 'Search fulfillment requests', placeholder: 'Patient, MRN, test, barcode, tracking no., FUL- or REQ- id' },
  inventory: { label: 'Search inventory', placeholder: 'Search by name, SKU, description or PO number' },
  notificationLogs: { label: 'Search notification logs', placeholder: 'Search by recipient, patient or REQ- id' },
  interfaceMessages: { label: 'Search messages', placeholder: 'Control id, type, instrument, barcode, REQ- id' },
  instruments: { label: 'Search instruments', placeholder: 'Search by name or model' },
  users: { label: 'Search users', placeholder: 'Search by name or email' },
} as const satisfies Record<string, SearchBoxText>;
