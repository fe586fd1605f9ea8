// The MLLP listener instruments send their results to. The library frames and parses each message
// (Hl7Connection); this binds where it is told (loopback unless configured), answers every message
// in the order it arrived on its connection (a correction never overtakes the result it corrects),
// and answers even a frame that is not HL7 (AR). A message whose import failed for a reason of
// ours (the database) gets AE 207 and is not stored: the instrument sends it again.
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { HL7_ERROR_CODES, INTERFACE_MESSAGES as M } from '@lab/shared';
import type { Db } from '../../platform/db/client';
import { ackOf } from './ack';
import { Hl7Connection, Hl7Message, type Hl7ErrorEvent, type Hl7MessageEvent } from './hl7';
import { receiveResultMessage, receiveUnreadable, type InboundOutcome } from './oru-import';

export interface ListenerOptions {
  db: Db;
  host: string;
  port: number;
  log: FastifyBaseLogger;
  /** Told after each stored result (live updates). */
  onStored?: (stored: NonNullable<InboundOutcome['stored']>) => void;
}

export interface MllpListener {
  port: number;
  close(): Promise<void>;
}

const remoteOf = (socket: net.Socket) => socket.remoteAddress ?? null;

/**
 * The most a frame may hold. The library keeps an unfinished frame in memory until its end
 * arrives, so a peer that never ends one (or sends a huge one) would fill the API's memory: the
 * connection is closed instead. A result message is a few kilobytes.
 */
export const MAX_FRAME_BYTES = 1024 * 1024;
const FRAME_END = 0x1c;

/** How much of a frame that is not HL7 the log keeps: enough to see what the peer sent, not a flood. */
export const UNREADABLE_KEPT_CHARS = 4096;
const FRAME_START = 0x0b;

/** The text of an unreadable frame as the log keeps it: no NUL (PostgreSQL text cannot hold one), cut to UNREADABLE_KEPT_CHARS. */
function keptText(frame: Buffer): string {
  const text = frame.toString('utf8').replace(/\0/g, '');
  return text.length > UNREADABLE_KEPT_CHARS ? `${text.slice(0, UNREADABLE_KEPT_CHARS)}… (${frame.length} bytes)` : text;
}

/**
 * Watches `socket`'s bytes beside the library: closes it once more than MAX_FRAME_BYTES arrive
 * without a frame's end, and remembers the frames the latest data completed. The library drops a
 * frame it cannot parse; `unreadable()` gives the log its text instead.
 */
function watchFrames(socket: net.Socket, log: FastifyBaseLogger): { unreadable(): string } {
  let open: Buffer[] = [];
  let openBytes = 0;
  // the parts of each frame the latest data completed; joined only for the rare frame that is not HL7
  let completed: Buffer[][] = [];
  socket.on('data', (chunk: Buffer) => {
    completed = [];
    let from = 0;
    for (let end = chunk.indexOf(FRAME_END); end >= 0; end = chunk.indexOf(FRAME_END, from)) {
      completed.push([...open, chunk.subarray(from, end)]);
      open = [];
      openBytes = 0;
      from = end + 1;
    }
    if (from < chunk.length) {
      open.push(chunk.subarray(from));
      openBytes += chunk.length - from;
    }
    if (openBytes > MAX_FRAME_BYTES) {
      log.warn({ remote: remoteOf(socket) }, 'hl7: a frame over the size limit; connection closed');
      socket.destroy();
    }
  });
  return {
    unreadable() {
      const frames = completed.map((parts) => {
        const frame = Buffer.concat(parts);
        const start = frame.indexOf(FRAME_START);
        return start >= 0 ? frame.subarray(start + 1) : frame;
      });
      const frame = frames.find((f) => !f.toString('latin1').replace(/^[\r\n]+/, '').startsWith('MSH'));
      return frame ? keptText(frame) : '(not HL7)';
    },
  };
}

export async function startMllpListener(options: ListenerOptions): Promise<MllpListener> {
  const { db, log } = options;
  const connections = new Set<Hl7Connection>();

  const server = net.createServer((socket) => {
    const frames = watchFrames(socket, log);
    const connection = new Hl7Connection(socket);
    connections.add(connection);
    let queue: Promise<void> = Promise.resolve();
    const answer = (work: () => Promise<InboundOutcome>, raw: string) => {
      queue = queue.then(async () => {
        try {
          const outcome = await work();
          if (!connection.isClosed()) connection.send(outcome.ack);
          if (outcome.stored) options.onStored?.(outcome.stored);
        } catch (error) {
          log.error({ err: error, remote: remoteOf(socket) }, 'hl7: a message could not be imported');
          if (!connection.isClosed() && raw) {
            try {
              connection.send(ackOf(Hl7Message.parse(raw), 'AE', { code: HL7_ERROR_CODES.internal, text: M.internal }));
            } catch {
              // not even the header could be read again: the instrument's timeout makes it resend
            }
          }
        }
      });
    };
    connection.addEventListener('message', (event: Hl7MessageEvent) => {
      const raw = event.message.toString();
      answer(() => receiveResultMessage(db, raw, remoteOf(socket), event.message), raw);
    });
    connection.addEventListener('error', (event: Hl7ErrorEvent) => {
      // a frame that does not start with MSH: the library could not parse it
      if ((event.error as { type?: string }).type === 'entity.parse.failed') {
        const raw = frames.unreadable();
        answer(() => receiveUnreadable(db, raw, remoteOf(socket)), '');
      }
      else log.warn({ err: event.error, remote: remoteOf(socket) }, 'hl7: connection error');
    });
    connection.addEventListener('close', () => connections.delete(connection));
    socket.on('error', () => undefined);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ host: options.host, port }, 'hl7: MLLP listener ready');

  return {
    port,
    async close() {
      await Promise.all([...connections].map((c) => c.close().catch(() => undefined)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
