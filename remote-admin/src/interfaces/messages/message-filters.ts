import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, MESSAGES_PAGE_SIZE, type InterfaceMessageListQuery, type MessageDirection, type MessageStatus } from '@lab/shared';
import { oneOfParam, positiveIntegerParam } from '@lab/shared/react';

/** The message log's filters, kept in the address under the API's own names (?direction=out&status=dead). */
export interface MessageFilters {
  direction?: MessageDirection;
  status?: MessageStatus;
  instrument_id?: number;
  search: string;
}

/** The filters an address holds; anything unreadable counts as not set. */
export function readMessageFilters(params: URLSearchParams): MessageFilters {
  return {
    direction: oneOfParam(MESSAGE_DIRECTIONS, params.get('direction')),
    status: oneOfParam(MESSAGE_STATUSES, params.get('status')),
    instrument_id: positiveIntegerParam(params.get('instrument_id')),
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The GET /interfaces/messages query (unset filters left out). */
export function messageQuery(f: MessageFilters, page: number, after?: string): InterfaceMessageListQuery {
  return { page, after, limit: MESSAGES_PAGE_SIZE, direction: f.direction, status: f.status, instrument_id: f.instrument_id, search: f.search || undefined };
}
