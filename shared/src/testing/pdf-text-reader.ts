// For the tests only: reads a jsPDF document's text back from its page content streams (jsPDF
// writes them uncompressed), the way a PDF viewer places it, with each line's font and colour.
// Every remote that builds a PDF tests it with this one reader.

/**
 * The few jsPDF methods the reader uses, so this package needs no jspdf of its own: a jsPDF
 * document is one.
 */
export interface ReadablePdf {
  output(): string;
  getFontList(): Record<string, string[]>;
  setFont(name: string, style?: string): ReadablePdf;
  getFont(): { id: number | string; fontName: string; fontStyle: string };
  setFontSize(size: number): ReadablePdf;
  getTextWidth(text: string): number;
  internal: { pageSize: { getHeight(): number } };
}

const PT_PER_MM = 72 / 25.4;

export interface DrawnText {
  page: number;
  text: string;
  /** 'helvetica normal', 'helvetica bold'... */
  font: string;
  bold: boolean;
  /** The fill colour, 0-255 per channel. */
  color: [number, number, number];
  /** mm from the left edge, and of the baseline from the top edge. */
  x: number;
  y: number;
  /** mm, measured with the line's own font. */
  width: number;
}

// Bytes 0x80-0x9f of WinAnsi (cp1252); the rest is Latin-1.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromWinAnsi = (bytes: string) => bytes.replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);

/** One content stream per page, in page order (the reports embed no images or other streams). */
function pageStreams(doc: ReadablePdf): string[] {
  return [...doc.output().matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1]);
}

const OPERATION = /\/(F\d+) (\S+) Tf|(\S+) TL|(\S+) (\S+) (\S+) rg|(\S+) g\n|(\S+) (\S+) Td|(T\* )?\(((?:\\.|[^\\)])*)\) Tj/g;

export function drawnTexts(doc: ReadablePdf): DrawnText[] {
  const fonts = new Map<string, [string, string]>();
  for (const [name, styles] of Object.entries(doc.getFontList())) {
    // jsPDF types the id as a number; it is the resource name, 'F1'.
    // Aliases ('Helvetica', 'Bold') resolve to the same font: ask it its own name and style.
    for (const style of styles) {
      const font = doc.setFont(name, style).getFont();
      fonts.set(String(font.id), [font.fontName, font.fontStyle]);
    }
  }
  const pageHeight = doc.internal.pageSize.getHeight();
  const texts: DrawnText[] = [];
  pageStreams(doc).forEach((stream, index) => {
    let font = 'F1';
    let size = 10;
    let leading = 0;
    let color: [number, number, number] = [0, 0, 0];
    let x = 0;
    let y = 0;
    for (const op of stream.matchAll(OPERATION)) {
      if (op[1]) [font, size] = [op[1], Number(op[2])];
      else if (op[3]) leading = Number(op[3]);
      else if (op[4]) color = [op[4], op[5], op[6]].map((c) => Math.round(Number(c) * 255)) as [number, number, number];
      else if (op[7]) color = [0, 0, 0].map(() => Math.round(Number(op[7]) * 255)) as [number, number, number];
      else if (op[8]) [x, y] = [Number(op[8]), Number(op[9])];
      else {
        if (op[10]) y -= leading;
        const text = fromWinAnsi(op[11].replace(/\\(.)/g, '$1'));
        const [name, style] = fonts.get(font)!;
        const width = doc.setFont(name, style).setFontSize(size).getTextWidth(text);
        texts.push({ page: index + 1, text, font: `${name} ${style}`, bold: style === 'bold', color, x: x / PT_PER_MM, y: pageHeight - y / PT_PER_MM, width });
      }
    }
  });
  return texts;
}

/** All the text of the document in reading order, lines joined with spaces (for wrapped paragraphs). */
export const allText = (doc: ReadablePdf) =>
  drawnTexts(doc)
    .map((t) => t.text)
    .join(' ');
