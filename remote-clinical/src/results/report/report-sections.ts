// The report's blocks other than the marker table: header, status note, patient and specimen,
// and sign-off.
import { DEFAULT_SPECIMEN, formatDate, formatDateTime, formatResultId, RESULT_SAFETY_TEXTS as T, RESULT_STATUS_LABELS, type TestResultDetail } from '@lab/shared';
import type { jsPDF } from 'jspdf';
import {
  COLORS,
  COLUMN_WIDTH,
  CONTENT_WIDTH,
  MARGIN,
  PAGE_WIDTH,
  SECOND_COLUMN_X,
  lineHeight,
  sectionHeading,
  setText,
  wrap,
  writeFields,
  writeLine,
  type Rgb,
} from './report-layout';

export const REPORT_TITLE = 'Laboratory Test Report';

const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
export const patientName = (result: TestResultDetail) => personName(result.patient_first_name, result.patient_last_name);

/** A caption, a bold name and its wrapped address; returns the y below. */
function writeParty(doc: jsPDF, caption: string, name: string, address: string | null, x: number, y: number): number {
  setText(doc, 7.5, 'bold', COLORS.muted);
  writeLine(doc, caption.toUpperCase(), x, y);
  setText(doc, 10.5, 'bold');
  const nameLines = wrap(doc, name, COLUMN_WIDTH);
  doc.text(nameLines, x, y + 4, { baseline: 'top' });
  y += 4 + nameLines.length * lineHeight(10.5);
  if (!address) return y;
  setText(doc, 9, 'normal', COLORS.muted);
  const addressLines = wrap(doc, address, COLUMN_WIDTH);
  doc.text(addressLines, x, y + 0.5, { baseline: 'top' });
  return y + 0.5 + addressLines.length * lineHeight(9);
}

/** Title, result id and status, then the lab and the requesting institution; returns the y below. */
export function drawHeader(doc: jsPDF, result: TestResultDetail): number {
  setText(doc, 18, 'bold', COLORS.heading);
  writeLine(doc, REPORT_TITLE, MARGIN, 14);
  setText(doc, 12, 'bold');
  writeLine(doc, formatResultId(result.id), PAGE_WIDTH - MARGIN, 14, 'right');
  setText(doc, 9.5, 'normal', COLORS.muted);
  writeLine(doc, `Status: ${RESULT_STATUS_LABELS[result.status]}`, PAGE_WIDTH - MARGIN, 19.5, 'right');

  const request = result.test_request;
  const parties: [string, string, string | null][] = [];
  if (request.lab_name) parties.push(['Laboratory', request.lab_name, request.lab_address]);
  parties.push(['Requesting institution', request.institution_name || result.institution_name, request.institution_address]);
  const bottoms = parties.map(([caption, name, address], index) => writeParty(doc, caption, name, address, index === 0 ? MARGIN : SECOND_COLUMN_X, 27));

  const y = Math.max(...bottoms) + 3;
  doc.setDrawColor(...COLORS.heading).setLineWidth(0.6);
  doc.line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
  return y + 5;
}

/** The lines of the status note: amended and preliminary reports say so where a reader looks first. */
export function statusNote(result: TestResultDetail): { title: string; lines: string[]; color: Rgb; fill: Rgb } | null {
  if (result.status === 'amended') {
    // Versions are newest first: the first is the amendment this report shows.
    const current = result.versions[0];
    const by = current ? personName(current.author_name, current.author_lastname) : '';
    const at = formatDateTime(current?.created_at ?? result.updated_at);
    return {
      title: 'AMENDED REPORT',
      lines: [`This report replaces an earlier version. Reason: ${current?.reason || 'not recorded'}`, `Amended ${at}${by ? ` by ${by}` : ''}`],
      color: COLORS.amended,
      fill: COLORS.amendedFill,
    };
  }
  if (result.status === 'draft' || result.status === 'reviewed') {
    const stage = result.status === 'draft' ? 'has not been reviewed' : 'has been reviewed but not released';
    return {
      title: 'PRELIMINARY — not a final report',
      lines: [`This result ${stage}; its values and interpretation may still change.`],
      color: COLORS.preliminary,
      fill: COLORS.preliminaryFill,
    };
  }
  return null;
}

export function drawStatusNote(doc: jsPDF, result: TestResultDetail, y: number): number {
  const note = statusNote(result);
  if (!note) return y;
  setText(doc, 9.5);
  const lines = note.lines.flatMap((line) => wrap(doc, line, CONTENT_WIDTH - 8));
  const height = 4 + lineHeight(11) + 1 + lines.length * lineHeight(9.5) + 3;
  doc.setFillColor(...note.fill).setDrawColor(...note.color).setLineWidth(0.5);
  doc.rect(MARGIN, y, CONTENT_WIDTH, height, 'FD');
  setText(doc, 11, 'bold', note.color);
  writeLine(doc, note.title, MARGIN + 4, y + 3.5);
  setText(doc, 9.5);
  doc.text(lines, MARGIN + 4, y + 4 + lineHeight(11) + 1, { baseline: 'top' });
  return y + height + 6;
}

/** Two columns: who the sample is from, and what was tested on which sample. */
export function drawPatientAndSpecimen(doc: jsPDF, result: TestResultDetail, y: number): number {
  const request = result.test_request;
  const top = sectionHeading(doc, 'Patient', y);
  setText(doc, 11, 'bold', COLORS.heading);
  writeLine(doc, 'Specimen', SECOND_COLUMN_X, y);
  const patientBottom = writeFields(
    doc,
    [
      ['Name', patientName(result)],
      ['MRN', result.medical_record_number || '—'],
      ['Date of birth', formatDate(result.date_of_birth)],
      ['Gender', result.gender || '—'],
    ],
    MARGIN,
    top,
    COLUMN_WIDTH,
  );
  const specimen: [string, string][] = [
    ['Test', request.panel_name && request.panel_name !== result.test_name ? `${result.test_name} (${request.panel_name})` : result.test_name],
    ['Sample type', (request.sample_type || DEFAULT_SPECIMEN).toUpperCase()],
    ['Barcode', result.barcode_number || request.barcode_number || '—'],
    ['Requested', formatDateTime(request.requested_at)],
    ['Reported', formatDateTime(result.reviewed_at ?? result.entered_at)],
  ];
  if (request.clinician_name) specimen.push(['Ordered by', request.clinician_name]);
  const specimenBottom = writeFields(doc, specimen, SECOND_COLUMN_X, top, COLUMN_WIDTH);
  return Math.max(patientBottom, specimenBottom) + 5;
}

/** Who entered, reviewed and released the result, and when, and the comment that confirmed a change beyond its delta limit. */
export function drawSignOff(doc: jsPDF, result: TestResultDetail, y: number): number {
  const enteredBy = personName(result.entered_by_name, result.entered_by_lastname) || 'Unknown';
  const reviewer = personName(result.reviewed_by_name, result.reviewed_by_lastname);
  const reviewedBy = result.reviewed_at ? `${reviewer || 'Unknown'}, ${formatDateTime(result.reviewed_at)}` : 'Not reviewed';
  const releasedBy = result.released_at ? `${personName(result.released_by_name, result.released_by_lastname) || 'Unknown'}, ${formatDateTime(result.released_at)}` : T.reportNotReleased;
  const fields: [string, string][] = [
    ['Entered by', `${enteredBy}, ${formatDateTime(result.entered_at)}`],
    ['Reviewed by', reviewedBy],
    [T.reportReleasedBy, releasedBy],
  ];
  if (result.release_comment) fields.push([T.reportDeltaComment, result.release_comment]);
  const top = sectionHeading(doc, 'Sign-off', y, 12);
  return writeFields(
    doc,
    fields,
    MARGIN,
    top,
    CONTENT_WIDTH,
  );
}
