// The audit trail: who may read it, what it lists, and its texts. Every change of patient,
// clinical, stock, user and institution data and every sign-in is written by the API in the
// change's own transaction; every view of a patient, a test request or a result (and its report)
// is written right after the answer.
import { type AccessSubject, may } from './access';

/** super_admin reads everything; an institution's admin their institutions' rows. */
export const canReadAuditTrail = (user: AccessSubject | null | undefined) => may(user, 'audit.read');

export const AUDIT_PAGE_SIZE = 50;
/** Rows the "Who viewed or changed this" panel shows before its link to the whole trail. */
export const AUDIT_PANEL_ROWS = 10;

/** The records the trail is filtered by, as the filter offers them. */
export const AUDIT_ENTITY_TYPES = {
  patient: 'Patient',
  test_request: 'Test request',
  test_result: 'Test result',
  user: 'User',
  institution: 'Institution',
  inventory_item: 'Inventory item',
  fulfillment_request: 'Fulfillment request',
  session: 'Sign-in',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

/** 'test_result.report_viewed' -> 'Test result report viewed'. */
export function auditActionLabel(action: string): string {
  const text = action.replace(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where the trail of one record opens: /audit?entity_type=patient&entity_id=12. */
export const auditTrailPath = (entityType: string, entityId: string | number) => `/audit?entity_type=${encodeURIComponent(entityType)}&entity_id=${encodeURIComponent(String(entityId))}`;

export const AUDIT_MESSAGES = {
  title: 'Audit Trail',
  subtitle: 'Who viewed or changed what, when and from where',
  panelTitle: 'Who viewed or changed this',
  empty: 'No audit entries match these filters',
  panelEmpty: 'No views or changes recorded yet',
  fetchFailed: 'Failed to load the audit trail',
  accessDenied: "You don't have permission to view the audit trail.",
  viewAll: 'View the whole trail',
  system: 'System',
  invalidDate: 'from and to must be dates (YYYY-MM-DD) or date-times',
  fromAfterTo: 'from must be before to',
} as const;
