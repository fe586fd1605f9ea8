// Fulfillment: statuses, the one state machine, what each status's menu offers, who may act and
// the texts. PUT /fulfillment/{id}/status asks
// canMoveFulfillment before it changes anything; the logistics remote builds its menus from
// fulfillmentMenu, so they offer exactly what the API allows.
import { type AccessSubject, may } from './access';

export const FULFILLMENT_STATUSES = ['pending', 'assigned', 'dispatched', 'delivered', 'cancelled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
export const FULFILLMENT_PRIORITIES = ['normal', 'urgent', 'stat'] as const;
export type FulfillmentPriority = (typeof FULFILLMENT_PRIORITIES)[number];

export const FULFILLMENT_PAGE_SIZE = 20;
export const FULFILLMENT_RECENT_ACTIVITY = 5;
/** The four status tiles of the list. */
export const FULFILLMENT_TILE_STATUSES: readonly FulfillmentStatus[] = ['pending', 'assigned', 'dispatched', 'delivered'];
/** The note recorded on a shipment not yet sent when its test request is cancelled (it is cancelled with it). */
export const FULFILLMENT_TEST_CANCELLED_NOTE = 'Cancelled with its test request';
/** The note recorded when a cancelled request is reopened. */
export const REOPEN_NOTE = 'Request reopened from cancelled status';

/**
 * The state machine: pending to assigned; pending or assigned to dispatched
 * (with a tracking number); dispatched to delivered; anything but delivered or cancelled to
 * cancelled; cancelled to pending (reopen). Delivered is terminal.
 */
export const FULFILLMENT_TRANSITIONS: Readonly<Record<FulfillmentStatus, readonly FulfillmentStatus[]>> = {
  pending: ['assigned', 'dispatched', 'cancelled'],
  assigned: ['dispatched', 'cancelled'],
  dispatched: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: ['pending'],
};

export function isFulfillmentStatus(value: unknown): value is FulfillmentStatus {
  return typeof value === 'string' && (FULFILLMENT_STATUSES as readonly string[]).includes(value);
}

export function canMoveFulfillment(from: string, to: string): boolean {
  return isFulfillmentStatus(from) && isFulfillmentStatus(to) && FULFILLMENT_TRANSITIONS[from].includes(to);
}

/** Only a dispatch needs a tracking number, and it must not be blank. */
export const needsTrackingNumber = (to: string) => to === 'dispatched';

/** Statuses whose quantity is set aside in stock (reserved): created, not yet shipped or cancelled. */
export const RESERVING_STATUSES: readonly FulfillmentStatus[] = ['pending', 'assigned'];
export const reservesStock = (status: string) => (RESERVING_STATUSES as readonly string[]).includes(status);

/** A request is assigned to someone while pending (to assigned) or assigned (handed over). */
export const canAssignFulfillment = (status: string) => status === 'pending' || status === 'assigned';

/** The delivery report (print and download) is a confirmation of delivery. */
export const hasDeliveryReport = (status: string) => status === 'delivered';

/** A cancelled request may spawn a replacement request. */
export const canReplaceFulfillment = (status: string) => status === 'cancelled';

/** A cancelled request is reopened, or replaced, only while its test request still stands. */
export const canReopenFor = (testRequestStatus: string) => testRequestStatus !== 'cancelled';

export type FulfillmentAction = 'assign_to_me' | 'assigned' | 'dispatched' | 'delivered' | 'cancelled' | 'reopen' | 'replace';

export const FULFILLMENT_ACTION_LABELS: Readonly<Record<FulfillmentAction, string>> = {
  assign_to_me: 'Assign to Me',
  assigned: 'Mark as Assigned',
  dispatched: 'Mark as Dispatched',
  delivered: 'Mark as Delivered',
  cancelled: 'Cancel Request',
  reopen: 'Reopen Request',
  replace: 'Create Replacement',
};

/**
 * What a request's menu offers: the transitions the state machine allows, named for the user, plus
 * a replacement for a cancelled request; neither reopen nor replacement once its test is
 * cancelled (the API would refuse both).
 */
export function fulfillmentMenu(status: string, testRequestStatus: string): FulfillmentAction[] {
  if (!isFulfillmentStatus(status)) return [];
  const actions: FulfillmentAction[] = [];
  for (const to of FULFILLMENT_TRANSITIONS[status]) {
    if (to === 'assigned') actions.push('assign_to_me', 'assigned');
    else if (to === 'pending') actions.push('reopen');
    else actions.push(to);
  }
  if (canReplaceFulfillment(status)) actions.push('replace');
  return canReopenFor(testRequestStatus) ? actions : actions.filter((action) => action !== 'reopen' && action !== 'replace');
}

type Actor = AccessSubject | null | undefined;
/** Status menus, assign, reopen, replacement, the delivery report. */
export const canActOnFulfillment = (user: Actor) => may(user, 'fulfillment.work');

export const FULFILLMENT_MESSAGES = {
  notFound: 'Fulfillment Request Not Found',
  apiNotFound: 'Fulfillment request not found',
  listFailed: 'Failed to fetch fulfillment requests',
  detailFailed: 'Failed to fetch fulfillment request details',
  statusFailed: 'Failed to update status',
  assignFailed: 'Failed to assign request',
  reopenFailed: 'Failed to reopen request',
  replaceFailed: 'Failed to create replacement request',
  replaced: 'Replacement request created successfully',
  trackingPrompt: 'Enter the tracking number',
  trackingRequired: 'A tracking number is required to dispatch',
  cancelConfirm: 'Cancel this fulfillment request? Its reserved stock is released.',
  reopenConfirm: 'Reopen this cancelled request? Its quantity is reserved again.',
  replaceConfirm: 'Create a replacement request for the same item and quantity?',
  transition: (from: string, to: string) => `A ${from} request cannot be moved to ${to}`,
  changedMeanwhile: 'This request was changed by someone else; reload it and try again',
  notEnoughStock: (free: number, wanted: number) => `Only ${free} free unit${free === 1 ? '' : 's'} in stock; ${wanted} requested`,
  assigneeInvalid: 'Requests can only be assigned to an active fulfillment user',
  notAssignable: (status: string) => `A ${status} request cannot be assigned`,
  testRequestNotFound: 'Test request not found',
  testRequestCancelled: 'The test request is cancelled',
  reopenTestCancelled: 'The test request is cancelled: its fulfillment request cannot be reopened',
  itemNotFound: 'Inventory item not found',
  itemOtherInstitution: "The item belongs to another institution's stock",
  replacesNotCancelled: 'Only a cancelled request can be replaced',
  replacesOtherRequest: 'A replacement is for the same test request as the one it replaces',
  dateRange: 'The start date must not be after the end date',
  listUnavailable: 'Fulfillment requests could not be loaded',
  reportPrintFailed: 'The delivery report could not be printed',
  reportDownloadFailed: 'The delivery report could not be downloaded',
  reportPdfFailed: 'The delivery report PDF could not be made',
} as const;

/** The delivery report's download name. */
export const deliveryReportFileName = (id: number) => `delivery-confirmation-${id}.json`;
/** The delivery report's printable PDF, named like the JSON it sits beside. */
export const deliveryReportPdfFileName = (id: number) => `delivery-confirmation-${id}.pdf`;
