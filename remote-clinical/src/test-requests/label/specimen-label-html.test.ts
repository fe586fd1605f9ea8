import { libraryEncoding, sampleLabel } from './label-fixtures';
import { barRects, layoutBarcode } from './label-layout';
import { specimenLabelHtml } from './specimen-label-html';

const label = sampleLabel;

/** The page as a browser would read it (jsdom's parser). */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const lines = (doc: Document) => [...doc.querySelectorAll('p')].map((p) => p.textContent!.replace(/\u00a0/g, ' '));

describe('the printed specimen label', () => {
  it('is one 50 x 25 mm page with the texts of the PDF label', () => {
    const html = specimenLabelHtml(label);
    expect(html).toContain('@page { size: 50mm 25mm; margin: 0; }');
    const doc = parse(html);
    expect(doc.title).toBe('Label REQ-000123');
    expect(lines(doc)).toEqual(['Jane Doe', 'DOB 17/03/1984  MRN MRN-P100042', 'KIT134829175', 'REQ-000123 · Whole blood · 24/11/2026']);
  });

  it('draws the Code 128 bars of the barcode number, in mm across the label', () => {
    const doc = parse(specimenLabelHtml(label));
    const svg = doc.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 50 8.5');
    const rects = [...svg.querySelectorAll('rect')].map((r) => ({ x: Number(r.getAttribute('x')), width: Number(r.getAttribute('width')) }));
    const layout = layoutBarcode(label.barcodeNumber);
    expect(rects).toEqual(barRects(layout).map((bar) => ({ x: Number(bar.x.toFixed(4)), width: Number(bar.width.toFixed(4)) })));
    // the bars read back as the library's own encoding
    const modules = [...Array(layout.modules.length)].map((_, i) => {
      const centre = layout.x + (i + 0.5) * layout.moduleWidth;
      return rects.some((r) => r.x <= centre && centre < r.x + r.width) ? '1' : '0';
    });
    expect(modules.join('')).toBe(libraryEncoding(label.barcodeNumber));
  });

  it('shows names and notes as written, never as markup, and runs nothing', () => {
    const html = specimenLabelHtml({ ...label, patientName: 'Zoë <b>O\'Brien</b> & Co', sampleType: null, dateOfBirth: null, collectionDate: null });
    expect(html).not.toMatch(/<script|<link|src=|<b>/);
    expect(lines(parse(html))).toEqual(["Zoë <b>O'Brien</b> & Co", 'DOB —  MRN MRN-P100042', 'KIT134829175', 'REQ-000123 · — · ____']);
  });
});
