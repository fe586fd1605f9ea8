import { WORKLIST_PAGE_SIZE, WORKLIST_STATES, type WorklistQuery, type WorklistState } from '@lab/shared';
import { oneOfParam, positiveIntegerParam } from '@lab/shared/react';

/** The worklist's choices, kept in the address (?tab=worklists&instrument=3&state=waiting&barcode=...). */
export interface WorklistFilters {
  /** The instrument asked for; none: the page picks the first the viewer may see. */
  instrument?: number;
  state?: WorklistState;
  barcode: string;
}

export function readWorklistFilters(params: URLSearchParams): WorklistFilters {
  return {
    instrument: positiveIntegerParam(params.get('instrument')),
    state: oneOfParam(WORKLIST_STATES, params.get('state')),
    barcode: (params.get('barcode') ?? '').trim().slice(0, 100),
  };
}

/** The GET /interfaces/instruments/:id/worklist query (unset filters left out). */
export function worklistQuery(f: WorklistFilters, page: number, after?: string): WorklistQuery {
  return { page, after, limit: WORKLIST_PAGE_SIZE, state: f.state, barcode: f.barcode || undefined };
}
