// The sticker for a specimen tube as a file: a 50 x 25 mm PDF page with the patient, a Code 128
// barcode of the kit's barcode number and the request (the printed page is specimen-label-html.ts,
// the same texts and bars). Loaded on demand (await import(...)), so jspdf and jsbarcode stay out
// of the remote's first load.
import { formatRequestId, pdfText } from '@lab/shared';
import { jsPDF } from 'jspdf';
import { barRects, LABEL_HEIGHT, LABEL_MARGIN, LABEL_WIDTH, labelTexts, layoutBarcode, type BarcodeLayout, type SpecimenLabelData } from './label-layout';

const TEXT_WIDTH = LABEL_WIDTH - 2 * LABEL_MARGIN;

export function buildSpecimenLabel(data: SpecimenLabelData): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: [LABEL_WIDTH, LABEL_HEIGHT] });
  const texts = labelTexts(data);

  doc.setFont('helvetica', 'bold');
  writeLine(doc, fitText(doc, pdfText(texts.patientName), TEXT_WIDTH, 8.5, 7), 4);

  doc.setFont('helvetica', 'normal');
  // Shrinks further than the other lines: an identifier should be small rather than cut.
  writeLine(doc, fitText(doc, pdfText(texts.identifiers), TEXT_WIDTH, 7, 5), 7);

  drawBars(doc, layoutBarcode(data.barcodeNumber));
  writeLine(doc, fitText(doc, texts.barcodeNumber, TEXT_WIDTH, 6.5, 5), 19, 'center');

  // The date matters more than the sample type's full name: only the sample type is shortened.
  const { requestId, collection } = texts;
  const sampleType = pdfText(texts.sampleType);
  let last = fitText(doc, `${requestId} · ${sampleType} · ${collection}`, TEXT_WIDTH, 7, 6);
  if (last.truncated) {
    const room = TEXT_WIDTH - doc.getTextWidth(`${requestId} ·  · ${collection}`);
    last = { ...last, text: `${requestId} · ${truncate(doc, sampleType, room)} · ${collection}` };
  }
  writeLine(doc, last, 22.5);
  return doc;
}

export function specimenLabelFileName(data: Pick<SpecimenLabelData, 'requestId'>): string {
  return `label-${formatRequestId(data.requestId)}.pdf`;
}

/** One filled rectangle per bar. */
function drawBars(doc: jsPDF, barcode: BarcodeLayout) {
  doc.setFillColor(0, 0, 0);
  for (const bar of barRects(barcode)) doc.rect(bar.x, bar.y, bar.width, bar.height, 'F');
}

interface FittedText {
  text: string;
  fontSize: number;
  truncated: boolean;
}

/** Shrinks the font (down to minSize) until `text` fits `maxWidth`, then cuts it with an ellipsis. */
function fitText(doc: jsPDF, text: string, maxWidth: number, size: number, minSize: number): FittedText {
  for (let fontSize = size; fontSize >= minSize; fontSize -= 0.5) {
    doc.setFontSize(fontSize);
    if (doc.getTextWidth(text) <= maxWidth) return { text, fontSize, truncated: false };
  }
  doc.setFontSize(minSize);
  return { text: truncate(doc, text, maxWidth), fontSize: minSize, truncated: true };
}

function truncate(doc: jsPDF, text: string, maxWidth: number): string {
  if (doc.getTextWidth(text) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 0 && doc.getTextWidth(`${cut.trimEnd()}…`) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function writeLine(doc: jsPDF, line: FittedText, baseline: number, align: 'left' | 'center' = 'left') {
  doc.setFontSize(line.fontSize);
  const x = align === 'center' ? LABEL_WIDTH / 2 : LABEL_MARGIN;
  doc.text(line.text, x, baseline, { align });
}
