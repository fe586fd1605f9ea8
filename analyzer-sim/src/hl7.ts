// The one module that loads @medplum at run time: node-globals.ts must run before @medplum/core
// does (it reads WebSocket.CLOSING on load), and keeping the imports here makes that order hold
// for every other file. Elsewhere, import these names from './hl7'.
import './node-globals';
import { Hl7Message, Hl7Segment } from '@medplum/core';
import { Hl7Client, Hl7Connection, type Hl7ErrorEvent, type Hl7MessageEvent } from '@medplum/hl7';

export { Hl7Client, Hl7Connection, Hl7Message, Hl7Segment, type Hl7ErrorEvent, type Hl7MessageEvent };

const VT = '\x0b';
const FS = '\x1c';
const CR = '\r';

/** Text inside MLLP framing (VT ... FS CR), for the frames Hl7Connection would not write: not HL7, or cut short. */
export const mllpFrame = (text: string): Buffer => Buffer.from(`${VT}${text}${FS}${CR}`, 'utf8');

/** The first bytes of a framed message and no end: what a sender that died mid-write leaves on the wire. */
export const halfFrame = (text: string): Buffer => {
  const framed = mllpFrame(text);
  return framed.subarray(0, Math.max(2, Math.floor(framed.length / 2)));
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** HL7 DTM to the second in the simulator's local time (yyyyMMddHHmmss), as an instrument stamps it. */
export function hl7Time(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** Text we made up (names, units) made safe inside a component: the HL7 escapes for \ | ^ & ~. */
export function escapeHl7(text: string): string {
  return text.replace(/\\/g, '\\E\\').replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\').replace(/&/g, '\\T\\').replace(/~/g, '\\R\\');
}

/** Component `component` of field `field`, '' when the segment, field or component is absent (getField gives undefined past the end). */
export function valueAt(segment: Hl7Segment | undefined, field: number, component = 1): string {
  return segment?.getField(field)?.getComponent(component) ?? '';
}

/** MSH-10, the message control id. */
export const controlIdOf = (message: Hl7Message): string => valueAt(message.getSegment('MSH'), 10);

/** MSH-9 as sent (`OML^O21^OML_O21`). */
export const messageTypeOf = (message: Hl7Message): string => message.getSegment('MSH')?.getField(9)?.toString() ?? '';

/** MSA-1 of an ACK (AA, AE, AR, ...), '' when it has none. */
export const ackCodeOf = (ack: Hl7Message): string => valueAt(ack.getSegment('MSA'), 1).toUpperCase();

/**
 * Send and wait for the ACK, at most `timeoutMs`. Hl7Connection.sendAndWait alone neither gives up
 * when the socket closes (it waits for its timer) nor clears its timer after an ACK, so this wraps
 * it: it rejects at once when the connection closes, and on a timeout it closes the connection,
 * because a late ACK on a connection we gave up on could be taken for the answer to the retry.
 */
export function exchange(connection: Hl7Connection, message: Hl7Message, timeoutMs: number): Promise<Hl7Message> {
  return new Promise<Hl7Message>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, ack?: Hl7Message) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      connection.removeEventListener('close', onClose);
      if (error) reject(error);
      else resolve(ack as Hl7Message);
    };
    const onClose = () => finish(new Error('the connection closed before the ACK'));
    const timer = setTimeout(() => {
      finish(new Error(`no ACK within ${timeoutMs} ms`));
      connection.close().catch(() => undefined);
    }, timeoutMs);
    connection.addEventListener('close', onClose);
    if (connection.isClosed()) return finish(new Error('the connection is closed'));
    connection.sendAndWait(message).then(
      (ack) => finish(undefined, ack),
      (error: Error) => finish(error),
    );
  });
}
