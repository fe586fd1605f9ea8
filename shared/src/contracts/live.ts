// The live updates stream (server-sent events): what changed, as ids and states only. A screen
// that shows one of them fetches it again through its own route.

export const LIVE_PATHS = { events: '/live/events' } as const;

export type LiveEvent =
  /** A result or a request changed (created, values saved, reviewed, released, moved...). */
  | { kind: 'result' | 'request'; id: number; action: string }
  /** An analyzer message arrived or its state changed. */
  | { kind: 'message'; id: number; direction: 'in' | 'out'; status: string; instrument_id: number | null; test_request_id: number | null };

/** The event id: both cursors, so a reconnecting screen (Last-Event-ID) catches up from there. */
export const liveEventId = (cursor: { audit: number; messages: number }) => `${cursor.audit}.${cursor.messages}`;

export function parseLiveEventId(value: string | null | undefined): { audit: number; messages: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(value?.trim() ?? '');
  return match ? { audit: Number(match[1]), messages: Number(match[2]) } : null;
}

/** The stream sends its changes in one event of this name, and a heartbeat comment in between. */
export const LIVE_EVENT_NAME = 'changes';
