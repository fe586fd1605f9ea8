import net from 'node:net';
import { ackCodeOf, Hl7Connection, type Hl7MessageEvent } from './hl7';

/**
 * Frames Hl7Connection cannot write (it only sends parsed HL7 messages, whole): the malformed
 * frame and the frame cut short. Each goes over a connection of its own, opened and closed here,
 * so the outbox's connection never carries a broken frame.
 */

export interface PortalEndpoint {
  host: string;
  port: number;
  timeoutMs: number;
}

function open(endpoint: PortalEndpoint): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: endpoint.host, port: endpoint.port });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(endpoint.timeoutMs, () => fail(new Error(`no connection within ${endpoint.timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      // A reset after this point ends the exchange through 'close'; without a listener it would crash the process.
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}

export interface RawReply {
  /** MSA-1 of the first message the portal sent back, null when none came in time. */
  ackCode: string | null;
  error: string | null;
}

/**
 * Write `frame` and wait for the first HL7 message back: the ACK to a frame that carried no
 * control id can only be matched by being the next thing on this connection.
 */
export async function sendRawAndReadReply(endpoint: PortalEndpoint, frame: Buffer): Promise<RawReply> {
  let socket: net.Socket;
  try {
    socket = await open(endpoint);
  } catch (error) {
    return { ackCode: null, error: (error as Error).message };
  }
  const connection = new Hl7Connection(socket);
  const reply = await new Promise<RawReply>((resolve) => {
    const done = (result: RawReply) => {
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => done({ ackCode: null, error: `no reply within ${endpoint.timeoutMs} ms` }), endpoint.timeoutMs);
    connection.addEventListener('message', (event: Hl7MessageEvent) => done({ ackCode: ackCodeOf(event.message) || null, error: null }));
    connection.addEventListener('close', () => done({ ackCode: null, error: 'the portal closed the connection without a reply' }));
    socket.write(frame);
  });
  await connection.close();
  return reply;
}

/** Write `frame` (the first half of a message) and destroy the socket once it is on the wire: the sender died mid-message. */
export async function writeAndDrop(endpoint: PortalEndpoint, frame: Buffer): Promise<{ bytesWritten: number; error: string | null }> {
  let socket: net.Socket;
  try {
    socket = await open(endpoint);
  } catch (error) {
    return { bytesWritten: 0, error: (error as Error).message };
  }
  await new Promise<void>((resolve) => socket.write(frame, () => resolve()));
  const bytesWritten = socket.bytesWritten;
  socket.destroy();
  return { bytesWritten, error: null };
}
