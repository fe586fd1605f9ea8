// The analyzer interfaces' screens: the CMS Instruments tab and the Interfaces page (Messages,
// Worklists). Their words live here, beside the rules in interface-rules.ts, so tests and docs
// read the same texts the screens show.
import type { WorklistState } from './contracts/interfaces';
import type { MessageDirection, MessageStatus } from './interface-rules';

export const MESSAGE_DIRECTION_LABELS: Record<MessageDirection, string> = { in: 'In', out: 'Out' };

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  accepted: 'Accepted',
  error: 'Error',
  rejected: 'Rejected',
  duplicate: 'Duplicate',
  pending: 'Pending',
  sending: 'Sending',
  delivered: 'Delivered',
  dead: 'Dead',
  discarded: 'Discarded',
};

export const WORKLIST_STATE_LABELS: Record<WorklistState, string> = { waiting: 'Waiting', sent: 'Sent', resulted: 'Resulted', error: 'In error' };

export const INTERFACE_SCREEN_TEXTS = {
  // the CMS Instruments tab
  addInstrument: 'Add Instrument',
  addTitle: 'Add Instrument',
  editTitle: 'Edit Instrument',
  noInstruments: 'No instruments found',
  instrumentsFailed: 'Failed to fetch instruments',
  saveFailed: 'Failed to save instrument',
  updateFailed: 'Failed to update instrument',
  noOrders: 'No orders',
  nameRequired: 'Name is required',
  nameInvalid: 'Name may hold letters, digits and - _ . only, starting with a letter or digit',
  nameHint: 'What the analyzer sends in MSH-3',
  orderAddressHint: 'The portal connects out to this address to send orders. Leave the host empty for an instrument that takes no orders.',
  orderAddressFixed: 'Only a super administrator sets the order address: the portal connects out to it.',
  orderPortInvalid: 'Order port must be a whole number from 1 to 65535',
  addressesHint: 'The IP addresses results may come from; press Enter after each one',
  codesHint: "Each code the analyzer uses (OBX-3, OBR-4) and the marker it stands for",
  codeRowIncomplete: (row: number) => `Code map row ${row} needs both a code and a marker`,
  addCode: 'Add code',
  noCodes: 'No codes mapped yet',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateQuestion: 'Its results will be refused and no orders sent to it until it is active again.',
  activateTitle: (name: string) => `Activate ${name}?`,
  activateQuestion: 'It will accept results from its allowed addresses and receive orders again.',
  // the Interfaces page
  title: 'Interfaces',
  subtitle: "Analyzer messages in and out, and each instrument's worklist",
  accessDenied: "You don't have permission to view the analyzer interfaces.",
  messagesTab: 'Messages',
  worklistsTab: 'Worklists',
  noMessages: 'No messages',
  messagesFailed: 'Failed to load the messages',
  messageFailed: 'Failed to load the message',
  statusCounts: 'Messages by status',
  retry: 'Retry',
  discard: 'Discard',
  retryTitle: 'Send this message again?',
  retryQuestion: 'It goes back to the outbox and is sent at once, with a fresh count of attempts.',
  discardTitle: 'Discard this message?',
  discardQuestion: 'It will not be sent again. This cannot be undone.',
  retryFailed: 'Failed to retry the message',
  discardFailed: 'Failed to discard the message',
  rawMessage: 'Message',
  rawAck: 'ACK',
  noAck: 'No ACK',
  /** An external lab's order has no ACK: what the lab answered (its order id), once it took the order. */
  rawLabAnswer: "The lab's answer",
  noLabAnswer: 'No answer from the lab yet',
  unknownInstrument: 'Unknown instrument',
  /** Who an external lab's FHIR order goes to, where an analyzer's message names its instrument. */
  externalLab: (provider: string) => `External lab: ${provider}`,
  // worklists
  instrument: 'Instrument',
  chooseInstrument: 'Choose an instrument',
  noInstrumentChosen: 'Choose an instrument to see its worklist',
  scanBarcode: 'Scan specimen barcode',
  stateCounts: 'Worklist by state',
  allStates: 'All',
  noWorklist: 'No requests in this worklist',
  worklistFailed: 'Failed to load the worklist',
} as const;
