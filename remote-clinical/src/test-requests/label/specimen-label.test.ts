import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { jsPDF } from 'jspdf';
import { pdfText } from '@lab/shared';
import { libraryEncoding, sampleLabel } from './label-fixtures';
import { layoutBarcode, MIN_MODULE_WIDTH, QUIET_ZONE_MODULES } from './label-layout';
import { buildSpecimenLabel, specimenLabelFileName } from './specimen-label';

const label = sampleLabel;

const PT_PER_MM = 72 / 25.4;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface DrawnText {
  text: string;
  box: Box;
}

/** The page's content stream, as a PDF viewer reads it (jsPDF writes it uncompressed). */
function contentStream(doc: jsPDF): string {
  const pdf = doc.output();
  return pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
}

/** The filled rectangles drawn, in mm from the top left (PDF's y axis points up). */
function filledRects(doc: jsPDF): Box[] {
  const rects = [...contentStream(doc).matchAll(/(\S+) (\S+) (\S+) (\S+) re\nf\n/g)];
  return rects.map(([, x, y, w, h]) => {
    const [left, bottom, width, height] = [x, y, w, h].map((n) => Number(n) / PT_PER_MM);
    return { x: left, y: 25 - bottom, w: width, h: -height };
  });
}

// Bytes 0x80-0x9f of WinAnsi (cp1252); the rest is Latin-1. Node 20's TextDecoder reads them as Latin-1.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromWinAnsi = (bytes: string) => bytes.replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);

/** Every text line drawn, decoded from WinAnsi and measured with its own font (ascent 0.95 em, descent 0.25 em). */
function drawnTexts(doc: jsPDF): DrawnText[] {
  const fontById = new Map<string, [string, string]>();
  for (const [name, styles] of Object.entries(doc.getFontList())) {
    // jsPDF types the id as a number; it is the resource name, 'F1'.
    for (const style of styles) fontById.set(String(doc.setFont(name, style).getFont().id), [name, style]);
  }
  const lines = [...contentStream(doc).matchAll(/\/(F\d+) (\S+) Tf\n[\s\S]*?(\S+) (\S+) Td\n\(((?:\\.|[^\\)])*)\) Tj/g)];
  return lines.map(([, fontId, size, x, y, escaped]) => {
    const text = fromWinAnsi(escaped.replace(/\\(.)/g, '$1'));
    const [name, style] = fontById.get(fontId)!;
    const em = Number(size) / PT_PER_MM;
    const width = doc.setFont(name, style).setFontSize(Number(size)).getTextWidth(text);
    const baseline = 25 - Number(y) / PT_PER_MM;
    return { text, box: { x: Number(x) / PT_PER_MM, y: baseline - 0.95 * em, w: width, h: 1.2 * em } };
  });
}

/** Reads the bars back as Code 128 modules: the narrowest bar is one module. */
function modulesFromBars(bars: Box[]): { modules: string; moduleWidth: number; left: number; right: number } {
  const left = Math.min(...bars.map((b) => b.x));
  const right = Math.max(...bars.map((b) => b.x + b.w));
  const moduleWidth = Math.min(...bars.map((b) => b.w));
  let modules = '';
  for (let i = 0; i < Math.round((right - left) / moduleWidth); i += 1) {
    const centre = left + (i + 0.5) * moduleWidth;
    modules += bars.some((b) => b.x <= centre && centre < b.x + b.w) ? '1' : '0';
  }
  return { modules, moduleWidth, left, right };
}


const inside = (box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.w <= 50 && box.y + box.h <= 25;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function expectBarcode(doc: jsPDF, barcodeNumber: string) {
  const bars = filledRects(doc);
  const { modules, moduleWidth, left, right } = modulesFromBars(bars);
  const expected = libraryEncoding(barcodeNumber);
  expect(modules).toBe(expected);
  expect(expected).toMatch(/^1101001(0000|1100|1110)/); // a start symbol (A, B or C)
  expect(expected).toMatch(/1100011101011$/); // the stop symbol
  expect(left).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleWidth - 1e-6);
  expect(50 - right).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES * moduleWidth - 1e-6);
  for (const bar of bars) expect(inside(bar)).toBe(true);
  return { bars, moduleWidth };
}

describe('specimen label', () => {
  it('is one 50 x 25 mm landscape page', () => {
    const doc = buildSpecimenLabel(label);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(50, 6);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(25, 6);
    expect(doc.output()).toContain('/MediaBox [0 0 141.73');
  });

  it('prints the patient, the request and the barcode text', () => {
    const doc = buildSpecimenLabel(label);
    expect(drawnTexts(doc).map((t) => t.text)).toEqual([
      'Jane Doe',
      'DOB 17/03/1984  MRN MRN-P100042',
      'KIT134829175',
      'REQ-000123 · Whole blood · 24/11/2026',
    ]);
    if (process.env.LABEL_SAMPLE_OUT) {
      mkdirSync(dirname(process.env.LABEL_SAMPLE_OUT), { recursive: true });
      writeFileSync(process.env.LABEL_SAMPLE_OUT, Buffer.from(doc.output('arraybuffer')));
    }
  });

  it('draws the Code 128 encoding of the barcode number, with quiet zones, and keeps text off the bars', () => {
    const doc = buildSpecimenLabel(label);
    const { bars, moduleWidth } = expectBarcode(doc, label.barcodeNumber);
    expect(moduleWidth).toBeGreaterThanOrEqual(MIN_MODULE_WIDTH);
    const barArea = { x: 0, y: Math.min(...bars.map((b) => b.y)), w: 50, h: bars[0].h };
    for (const { text, box } of drawnTexts(doc)) {
      expect({ text, inside: inside(box), onBars: overlaps(box, barArea) }).toEqual({ text, inside: true, onBars: false });
    }
  });

  it('a barcode that is not this number would not pass', () => {
    const { modules } = modulesFromBars(filledRects(buildSpecimenLabel(label)));
    expect(modules).not.toBe(libraryEncoding('KIT134829176'));
  });

  it('cuts a long name with an ellipsis and keeps every line on the label', () => {
    const doc = buildSpecimenLabel({
      ...label,
      patientName: 'Maximiliana Alexandrina Wolfeschlegelsteinhausenbergerdorff',
      medicalRecordNumber: 'MRN-P1000000000000000042',
      sampleType: 'Cerebrospinal fluid (lumbar puncture, second tube)',
    });
    const texts = drawnTexts(doc);
    expect(texts[0].text).toMatch(/^Maximiliana Alexandrina Wolfe\S*…$/);
    expect(texts[3].text).toMatch(/^REQ-000123 · Cerebrospinal fluid.*… · 24\/11\/2026$/);
    for (const { text, box } of texts) expect({ text, inside: inside(box) }).toEqual({ text, inside: true });
  });

  it('shows a dash without a date of birth or sample type, and a blank to fill without a collection date', () => {
    const doc = buildSpecimenLabel({ ...label, dateOfBirth: null, sampleType: null, collectionDate: null });
    const texts = drawnTexts(doc).map((t) => t.text);
    expect(texts[1]).toBe('DOB —  MRN MRN-P100042');
    expect(texts[3]).toBe('REQ-000123 · — · ____');
  });

  it('still draws a barcode too long for the label, as wide as the label allows, and says it is too dense', () => {
    const long = 'KIT1-SPECIMEN-2026-11-24-ABCDEFGHIJ';
    const layout = layoutBarcode(long);
    expect(layout.tooDense).toBe(true);
    expect(layout.moduleWidth).toBeLessThan(MIN_MODULE_WIDTH);
    // Exactly the minimum quiet zones: no narrower module could be avoided on this label.
    expect((layout.modules.length + 2 * QUIET_ZONE_MODULES) * layout.moduleWidth).toBeCloseTo(50, 6);
    expectBarcode(buildSpecimenLabel({ ...label, barcodeNumber: long }), long);
  });

  it('refuses a barcode number Code 128 cannot encode', () => {
    expect(() => buildSpecimenLabel({ ...label, barcodeNumber: 'KIT1€' })).toThrow('Cannot encode "KIT1€" as Code 128');
  });

  it('prints names outside Latin-1 without their accents rather than as garbage', () => {
    expect(pdfText('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(pdfText('李雷')).toBe('??');
    const doc = buildSpecimenLabel({ ...label, patientName: 'Łukasz Żółć' });
    expect(drawnTexts(doc)[0].text).toBe('Lukasz Zólc');
  });

  it('names the file after the request', () => {
    expect(specimenLabelFileName(label)).toBe('label-REQ-000123.pdf');
  });
});
