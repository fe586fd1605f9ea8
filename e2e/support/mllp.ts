// Speaks to the API's analyzer listener as an instrument would: one HL7 v2 message in MLLP framing
// (VT ... FS CR), and the ACK it answers.
import net from 'node:net';
import { PORTS } from './portal';

const VT = '\x0b';
const END = '\x1c\r';

/** Sends `segments` (joined with CR, as HL7 v2 ends each segment) and resolves with the ACK's text. */
export function sendMllp(segments: string[], timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORTS.hl7, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No ACK within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${VT}${segments.join('\r')}\r${END}`));
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (!answer.includes(END)) return;
      clearTimeout(timer);
      socket.end();
      resolve(answer.slice(answer.indexOf(VT) + 1, answer.indexOf(END)));
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
