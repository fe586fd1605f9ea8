// The browser's side of the live updates stream. EventSource cannot send the bearer token, so the
// stream is read with fetch and parsed here (text/event-stream: `id:`, `event:`, `data:` lines, a
// blank line ends an event, `:` lines are heartbeats). A dropped stream is opened again after a
// pause that doubles up to 30 s, with the last event id, and the server sends what was missed.
import { LIVE_EVENT_NAME, LIVE_PATHS, type LiveEvent } from '../contracts/live';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/** Reads `body` to its end, handing over each complete event. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let current: StreamEvent = { id: null, event: 'message', data: '' };
  let hasData = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (hasData) onEvent(current);
        current = { id: current.id, event: 'message', data: '' };
        hasData = false;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') current.id = text;
      else if (field === 'event') current.event = text;
      else if (field === 'data') {
        current.data = hasData ? `${current.data}\n${text}` : text;
        hasData = true;
      }
    }
  }
}

export interface LiveConnection {
  close(): void;
}

/**
 * Keeps a live updates stream open for as long as it is wanted: `onChanges` gets each batch of
 * changes; `token()` is read at each (re)connection. The base URL is the API's ('/api').
 */
export function openLiveUpdates(options: { baseUrl?: string; token(): string | null; onChanges(events: LiveEvent[]): void; onState?(connected: boolean): void }): LiveConnection {
  let closed = false;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let delay = 1000;
  let wake: (() => void) | null = null;
  let pause: ReturnType<typeof setTimeout> | null = null;
  const run = async () => {
    while (!closed) {
      controller = new AbortController();
      try {
        const token = options.token();
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (lastId) headers['Last-Event-ID'] = lastId;
        const response = await fetch(`${options.baseUrl ?? '/api'}${LIVE_PATHS.events}`, { headers, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`live updates: ${response.status}`);
        options.onState?.(true);
        delay = 1000;
        await readEventStream(response.body, (event) => {
          if (event.id) lastId = event.id;
          if (event.event === LIVE_EVENT_NAME) options.onChanges(JSON.parse(event.data) as LiveEvent[]);
        });
      } catch {
        // dropped, refused or aborted: try again below unless closed
      }
      options.onState?.(false);
      if (closed) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        pause = setTimeout(resolve, delay);
      });
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return {
    close() {
      closed = true;
      controller?.abort();
      if (pause) clearTimeout(pause);
      wake?.();
    },
  };
}
