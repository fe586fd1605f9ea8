// The acknowledgement an incoming message gets (original mode): AA stored, AE understood but not
// stored (an ERR segment and MSA-3 say why), AR refused (unreadable, unsupported, unknown sender).
// A message too broken to read still gets an AR, with our own header and no control id to echo.
import { HL7_ERROR_CODES } from '@lab/shared';
import { Hl7Message, Hl7Segment } from './hl7';

export type AckCode = 'AA' | 'AE' | 'AR';

/** Text as an HL7 field holds it: the separators and the escape character escaped. */
export function hl7Text(text: string): string {
  return text.replace(/\\/g, '\\E\\').replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\').replace(/&/g, '\\T\\').replace(/~/g, '\\R\\').replace(/[\r\n]+/g, ' ');
}

/** The text of an HL7 field as written: the escapes undone. */
export function hl7Unescape(text: string): string {
  const map: Record<string, string> = { E: '\\', F: '|', S: '^', T: '&', R: '~' };
  return text.replace(/\\([EFSTR])\\/g, (_, c: string) => map[c]);
}

/** A time as an HL7 field holds it: YYYYMMDDHHMMSS, in UTC (the ACKs and the order messages write it the same). */
export const timestamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The ACK of `message`; with an error, ERR-3 (code, table 0357), ERR-4 (E) and ERR-8 (the reason), and MSA-3 the reason too. */
export function ackOf(message: Hl7Message, code: AckCode, error: { code: string; text: string } | null): Hl7Message {
  const err = error ? new Hl7Segment(['ERR', '', '', `${error.code}^${hl7Text(error.text).slice(0, 200)}^HL70357`, 'E', '', '', '', hl7Text(error.text)], message.context) : undefined;
  const ack = message.buildAck({ ackCode: code, ...(err ? { errSegment: err } : {}) });
  if (error) ack.getSegment('MSA')!.setField(3, hl7Text(error.text).slice(0, 80));
  return ack;
}

let sequence = 0;

/** The AR for a frame that is not an HL7 message: there is no header to answer, so ours stands alone. */
export function rejectUnreadable(text: string): Hl7Message {
  sequence = (sequence + 1) % 1_000_000;
  const now = new Date();
  return Hl7Message.parse(
    [
      `MSH|^~\\&|LABPORTAL|LAB|||${timestamp(now)}||ACK|${now.getTime()}${String(sequence).padStart(6, '0')}|P|2.5.1`,
      `MSA|AR||${hl7Text(text).slice(0, 80)}`,
      `ERR|||${HL7_ERROR_CODES.segmentSequence}^${hl7Text(text)}^HL70357|E||||${hl7Text(text)}`,
    ].join('\r'),
  );
}
