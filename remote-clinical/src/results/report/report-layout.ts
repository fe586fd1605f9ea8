// The report's page geometry, colours and the few drawing helpers its sections share. Every y is
// the top of what is drawn (text is placed with baseline 'top'), in mm from the top of the page.
import type { jsPDF } from 'jspdf';
import { pdfText } from '@lab/shared';

export const PAGE_WIDTH = 210; // A4 portrait, mm
export const PAGE_HEIGHT = 297;
export const MARGIN = 15;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where content starts on the pages after the first, below the running header. */
export const CONTINUATION_TOP = 24;
/** Content ends here; the footer sits below. */
export const CONTENT_BOTTOM = PAGE_HEIGHT - 20;
/** The second column of the two-column blocks (lab | institution, patient | specimen). */
export const COLUMN_GAP = 10;
export const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
export const SECOND_COLUMN_X = MARGIN + COLUMN_WIDTH + COLUMN_GAP;

export type Rgb = readonly [number, number, number];

// Dark enough on white (and on the notes' pale fills) for at least 4.5:1 contrast when printed small.
export const COLORS = {
  text: [33, 33, 33],
  muted: [90, 90, 90],
  rule: [190, 196, 204],
  heading: [31, 56, 88],
  high: [170, 0, 30],
  low: [0, 70, 160],
  amended: [170, 0, 30],
  amendedFill: [253, 236, 238],
  preliminary: [125, 74, 0],
  preliminaryFill: [255, 245, 220],
} satisfies Record<string, Rgb>;

const MM_PER_PT = 25.4 / 72;

/** The height of one line of `size` pt text, with jsPDF's default 1.15 line spacing. */
export const lineHeight = (size: number) => size * MM_PER_PT * 1.15;

export function setText(doc: jsPDF, size: number, style: 'normal' | 'bold' = 'normal', color: Rgb = COLORS.text) {
  doc.setFont('helvetica', style).setFontSize(size).setTextColor(color[0], color[1], color[2]);
}

/** One line, made printable by the built-in font. */
export function writeLine(doc: jsPDF, text: string, x: number, y: number, align: 'left' | 'right' | 'center' = 'left') {
  doc.text(pdfText(text), x, y, { baseline: 'top', align });
}

/** `text` split into lines no wider than `width` at the current font. */
export const wrap = (doc: jsPDF, text: string, width: number): string[] => doc.splitTextToSize(pdfText(text), width);

/** Where to write a block `needed` mm tall: y, or the top of a new page when it would not fit. */
export function ensureRoom(doc: jsPDF, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return CONTINUATION_TOP;
}

/** A wrapped paragraph that may run on over pages (a long comment); returns the y below it. */
export function writeParagraph(doc: jsPDF, text: string, x: number, y: number, width: number, size = 10, color: Rgb = COLORS.text): number {
  setText(doc, size, 'normal', color);
  const step = lineHeight(size);
  for (const line of wrap(doc, text, width)) {
    y = ensureRoom(doc, y, step);
    doc.text(line, x, y, { baseline: 'top' });
    y += step;
  }
  return y;
}

/** A section's title over a thin rule, kept with at least `keepWith` mm of what follows. */
export function sectionHeading(doc: jsPDF, title: string, y: number, keepWith = 15): number {
  y = ensureRoom(doc, y, 8 + keepWith);
  setText(doc, 11, 'bold', COLORS.heading);
  writeLine(doc, title, MARGIN, y);
  doc.setDrawColor(...COLORS.rule).setLineWidth(0.3);
  doc.line(MARGIN, y + 5.5, PAGE_WIDTH - MARGIN, y + 5.5);
  return y + 8;
}

const LABEL_WIDTH = 30;

/** Label / value rows in a column (the value wrapped); returns the y below them. */
export function writeFields(doc: jsPDF, fields: [label: string, value: string][], x: number, y: number, width: number): number {
  for (const [label, value] of fields) {
    // The smaller label shares the value's first baseline rather than its top.
    const baseline = y + 10 * MM_PER_PT * 0.9;
    setText(doc, 8.5, 'normal', COLORS.muted);
    doc.text(pdfText(label), x, baseline);
    setText(doc, 10);
    const lines = wrap(doc, value, width - LABEL_WIDTH);
    doc.text(lines, x + LABEL_WIDTH, baseline);
    y += lines.length * lineHeight(10) + 1.2;
  }
  return y;
}
