import { mkdirSync, writeFileSync } from 'node:fs';
import { pdfText, REPORT_FLAG_LEGEND, resultPdfFileName, type TestResultDetail } from '@lab/shared';
import { allText, drawnTexts, type DrawnText } from '@lab/shared/testing';
import type { jsPDF } from 'jspdf';
import { amendedResult, criticalPendingResult, criticalResult, finalResult, oneMarkerResult, resultValue, twentyMarkerResult } from './report-fixtures';
import { COLORS, MARGIN, PAGE_HEIGHT, PAGE_WIDTH } from './report-layout';
import { formatValue } from './report-rows';
import { buildResultReport, saveResultReport } from './result-report';

// save() is set on each document by jsPDF's constructor, not on its prototype: wrap the constructor.
const mockSavedNames: string[] = [];
jest.mock('jspdf', () => {
  const actual = jest.requireActual('jspdf');
  function jsPDF(...args: unknown[]) {
    const doc = new actual.jsPDF(...args);
    doc.save = (name: string) => mockSavedNames.push(name);
    return doc;
  }
  return { ...actual, jsPDF };
});

const GENERATED_AT = new Date('2026-11-24T08:00:00');
const build = (result: TestResultDetail) => buildResultReport(result, GENERATED_AT);
const texts = (doc: jsPDF) => drawnTexts(doc).map((t) => t.text);

/** The cells printed after a marker's name, in its row: value, units, range and (when any) flag; a second line of the name cell (its range) is not a cell. */
function rowOf(doc: jsPDF, marker: string): DrawnText[] {
  const all = drawnTexts(doc);
  const start = all.findIndex((t) => t.text === marker);
  expect(start).toBeGreaterThanOrEqual(0);
  const next = all.slice(start + 1, start + 8);
  return next.filter((cell) => cell.page === all[start].page && Math.abs(cell.y - all[start].y) <= 0.01);
}

const cells = (doc: jsPDF, marker: string) => rowOf(doc, marker).map((t) => t.text);

/** Every line lies within the page's margins and above the page's bottom edge. */
function expectInsidePage(doc: jsPDF) {
  for (const t of drawnTexts(doc)) {
    const inside = t.x >= MARGIN - 0.01 && t.x + t.width <= PAGE_WIDTH - MARGIN + 0.01 && t.y > 5 && t.y < PAGE_HEIGHT - 5;
    expect({ text: t.text, inside }).toEqual({ text: t.text, inside: true });
  }
}

describe('result report', () => {
  it('is an A4 portrait page in Helvetica', () => {
    const doc = build(finalResult);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 1);
    expect(new Set(drawnTexts(doc).map((t) => t.font))).toEqual(new Set(['helvetica normal', 'helvetica bold']));
  });

  it('shows the lab, the institution, the result id and its status', () => {
    const shown = texts(build(finalResult));
    expect(shown).toEqual(
      expect.arrayContaining([
        'Laboratory Test Report',
        'RES-000123',
        'Status: Final',
        'Central Reference Laboratory',
        '400 Science Park Drive, Suite 200, Springfield, IL 62704',
        'Riverside Family Clinic',
        '12 River Road, Springfield, IL 62701, United States',
      ]),
    );
  });

  it('shows the patient and the specimen', () => {
    const shown = texts(build(finalResult));
    expect(shown).toEqual(expect.arrayContaining(['Jane Doe', 'MRN-P100042', '17 Mar 1984', 'Female']));
    expect(shown).toEqual(expect.arrayContaining(['Lipid Panel', 'SERUM', 'KIT134829175', 'Nov 20, 2026, 08:30', 'Nov 22, 2026, 14:05']));
  });

  it('prints each marker with its value, units, range and flag, H and L in bold colour', () => {
    const doc = build(finalResult);
    expect(texts(doc)).toEqual(expect.arrayContaining(['Marker', 'Value', 'Units', 'Reference range', 'Flag']));
    expect(allText(doc)).toContain(REPORT_FLAG_LEGEND);
    expect(cells(doc, 'Total Cholesterol')).toEqual(['6.1', 'mmol/L', '0 - 5.2', 'H']);
    expect(cells(doc, 'HDL Cholesterol')).toEqual(['0.8', 'mmol/L', '> 1', 'L']);
    expect(cells(doc, 'LDL Cholesterol')).toEqual(['3.0', 'mmol/L', '0 - 3.4']);
    expect(cells(doc, 'Triglycerides')).toEqual(['1.6', 'mmol/L', '0 - 1.7']);

    const [value, , , flag] = rowOf(doc, 'Total Cholesterol');
    expect([value.bold, value.color, flag.bold, flag.color]).toEqual([true, [...COLORS.high], true, [...COLORS.high]]);
    const low = rowOf(doc, 'HDL Cholesterol');
    expect([low[3].bold, low[3].color]).toEqual([true, [...COLORS.low]]);
    const normal = rowOf(doc, 'LDL Cholesterol');
    expect([normal[0].bold, normal[0].color]).toEqual([false, [...COLORS.text]]);
  });

  it('prints a critical value in bold words with a mark, the range it was read against, and a value without a range as such', () => {
    const doc = build(criticalResult);
    expect(allText(doc)).toContain('no flag: no reference range for this patient');
    expect(cells(doc, 'Potassium')).toEqual(['7.2', 'mmol/L', '3.5 - 5.3', '!! CRITICAL HIGH']);
    expect(cells(doc, 'Sodium')).toEqual(['118', 'mmol/L', '133 - 146', '!! CRITICAL LOW']);
    expect(cells(doc, 'Creatinine')).toEqual(['96', 'µmol/L', '45 - 84', 'H']);
    expect(cells(doc, 'Urine Osmolality')).toEqual(['410', 'mOsm/kg', '—']);
    const [value, , , flag] = rowOf(doc, 'Potassium');
    expect([value.bold, flag.bold, flag.color]).toEqual([true, true, [...COLORS.high]]);
    expect(texts(doc)).toEqual(expect.arrayContaining(['Range for: Any sex, from 18 years', 'Range for: Female, from 18 years']));
    expectInsidePage(doc);
  });

  it('lists each recorded call-back, and the release with its delta comment', () => {
    const doc = build(criticalResult);
    expect(texts(doc)).toEqual(expect.arrayContaining(['Critical value call-back', 'Person notified', 'Read back', 'Recorded by']));
    expect(cells(doc, 'Dr Ada Obi')).toEqual(['Ward registrar', 'Phone', 'Yes', 'Nov 22, 2026, 14:40', 'Hannah Lee']);
    expect(allText(doc)).toContain('Dr Ada Obi: Repeat sample requested');
    expect(texts(doc)).toEqual(expect.arrayContaining(['Released by', 'Tom Fletcher, Nov 22, 2026, 15:10', 'Delta comment', 'Confirmed on a repeat sample; not haemolysed']));
    expectInsidePage(doc);
  });

  it('says when the critical values have no call-back yet, and leaves the section out without critical values', () => {
    const pending = build(criticalPendingResult);
    expect(texts(pending)).toContain('Critical value call-back');
    expect(allText(pending)).toContain('Critical values present: no call-back has been recorded yet.');
    expect(texts(pending)).toContain('Not released');
    expect(texts(build(finalResult))).not.toContain('Critical value call-back');
  });

  it('shows the interpretation, who entered, reviewed and released it, and the page numbers', () => {
    const doc = build(finalResult);
    expect(allText(doc)).toContain(finalResult.interpretation);
    expect(texts(doc)).toEqual(
      expect.arrayContaining(['Omar Haddad, Nov 22, 2026, 09:15', 'Grace Okafor, Nov 22, 2026, 14:05', 'Page 1 of 1', 'RES-000123 · Generated Nov 24, 2026, 08:00']),
    );
    expect(texts(doc)).not.toContain('Delta comment');
    expect(allText(doc)).not.toMatch(/AMENDED|PRELIMINARY/);
    expectInsidePage(doc);
  });

  it('defaults the specimen to BLOOD, leaves out a missing lab and says when not reviewed', () => {
    const doc = build({
      ...finalResult,
      status: 'draft',
      reviewed_by_name: null,
      reviewed_by_lastname: null,
      reviewed_at: null,
      interpretation: null,
      test_request: { ...finalResult.test_request, sample_type: null, lab_name: null, lab_address: null },
    });
    const shown = texts(doc);
    expect(shown).toEqual(expect.arrayContaining(['BLOOD', 'Not reviewed', 'No interpretation recorded.', 'Nov 22, 2026, 09:15']));
    expect(shown).not.toContain('LABORATORY');
    expect(shown).toContain('REQUESTING INSTITUTION');
  });

  it('breaks a 20-marker table over pages, repeating its header row, with every marker and page numbers', () => {
    const doc = build(twentyMarkerResult);
    expect(doc.getNumberOfPages()).toBeGreaterThanOrEqual(2);
    const all = drawnTexts(doc);
    for (const value of twentyMarkerResult.result_values) {
      expect(cells(doc, value.marker_name)[0]).toBe(formatValue(value));
    }
    const tablePages = new Set(all.filter((t) => twentyMarkerResult.result_values.some((v) => v.marker_name === t.text)).map((t) => t.page));
    expect(tablePages.size).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) {
      expect(all.filter((t) => t.page === page && t.text === 'Reference range')).toHaveLength(1);
    }
    const pages = doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      expect(all.filter((t) => t.page === page).map((t) => t.text)).toContain(`Page ${page} of ${pages}`);
    }
    // A page after the first still names the report and the patient.
    expect(all.filter((t) => t.page === 2).map((t) => t.text)).toEqual(expect.arrayContaining(['Laboratory Test Report · RES-000125', 'Jane Doe · MRN MRN-P100042']));
    expectInsidePage(doc);
  });

  it('says an amended report is amended, why and when', () => {
    const doc = build(amendedResult);
    const note = drawnTexts(doc).find((t) => t.text === 'AMENDED REPORT');
    expect(note).toMatchObject({ bold: true, color: [...COLORS.amended], page: 1 });
    expect(allText(doc)).toContain('This report replaces an earlier version. Reason: HDL value corrected after re-run of the sample');
    expect(texts(doc)).toEqual(expect.arrayContaining(['Status: Amended', 'Amended Nov 23, 2026, 10:40 by Grace Okafor']));
  });

  it('marks draft and reviewed reports as preliminary (the dash printed as a dash)', () => {
    for (const status of ['draft', 'reviewed'] as const) {
      const doc = build({ ...finalResult, status });
      expect(texts(doc)).toContain('PRELIMINARY — not a final report');
      // WinAnsi's em dash, one byte: not the 16-bit garbage jsPDF writes for text outside the font.
      expect(doc.output()).toContain('(PRELIMINARY \x97 not a final report) Tj');
    }
  });

  it('reads the markers from the result_data blocks when there are no structured values', () => {
    const doc = build({ ...finalResult, result_values: [] });
    expect(cells(doc, 'Total Cholesterol')).toEqual(['6.1', 'mmol/L', '0 - 5.2', 'H']);
    expect(cells(doc, 'HDL Cholesterol')).toEqual(['0.8', 'mmol/L', '> 1', 'L']);
    expect(cells(doc, 'LDL Cholesterol')).toEqual(['3.0', 'mmol/L', '0 - 3.4']);
    expect(rowOf(doc, 'Total Cholesterol')[3]).toMatchObject({ bold: true, color: [...COLORS.high] });
    expect(texts(doc)).not.toContain('Status: High'); // the raw text is not printed as well
  });

  it('prints result_data as a wrapped paragraph when it holds no blocks', () => {
    const note = 'The sample was haemolysed and could not be analysed. '.repeat(12) + 'Please send a new sample.';
    const doc = build({ ...finalResult, result_values: [], result_data: note });
    expect(texts(doc)).not.toContain('Marker');
    expect(allText(doc)).toContain(note.trim());
    expectInsidePage(doc);
  });

  it('continues a long interpretation on the next page', () => {
    const interpretation = 'Findings are discussed in detail with the requesting clinician. '.repeat(90).trim();
    const doc = build({ ...twentyMarkerResult, interpretation });
    expect(doc.getNumberOfPages()).toBeGreaterThanOrEqual(3);
    expect(allText(doc)).toContain(interpretation);
    expectInsidePage(doc);
  });

  it('prints names and units outside Latin-1 as readable text', () => {
    expect(pdfText('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(pdfText('10⁹/L, 10⁻⁶, mm², ≤ 5')).toBe('10^9/L, 10^-6, mm², <= 5');
    const doc = build({ ...oneMarkerResult, patient_first_name: 'Łukasz', patient_last_name: 'Żółć', result_values: [resultValue(1, 'Leukocytes', 5, '10⁹/L', 4, 11)] });
    expect(texts(doc)).toEqual(expect.arrayContaining(['Lukasz Zólc', '10^9/L']));
  });

  it('prints a value with the decimals of its range', () => {
    expect(formatValue({ value: 3, range_min: 0, range_max: 3.4 })).toBe('3.0');
    expect(formatValue({ value: 0.05, range_min: 0, range_max: 0.1 })).toBe('0.05');
    expect(formatValue({ value: 118, range_min: 120, range_max: 160 })).toBe('118');
    expect(formatValue({ value: 1e-7, range_min: null, range_max: null })).toBe('1e-7');
  });

  it('downloads the report under the result file name', () => {
    saveResultReport(finalResult);
    expect(mockSavedNames).toEqual([resultPdfFileName(123, 'Jane', 'Doe')]);
    expect(mockSavedNames[0]).toBe('test-result-123-Jane-Doe.pdf');
  });

  // WRITE_SAMPLE_PDFS=1 writes sample reports to look at (pdftoppm -png -r 60 one-marker.pdf one-marker).
  (process.env.WRITE_SAMPLE_PDFS === '1' ? it : it.skip)('writes sample PDFs to /tmp/result-pdfs', () => {
    mkdirSync('/tmp/result-pdfs', { recursive: true });
    const samples: Record<string, TestResultDetail> = { 'one-marker': oneMarkerResult, 'twenty-markers': twentyMarkerResult, amended: amendedResult, critical: criticalResult, 'critical-pending': criticalPendingResult };
    for (const [name, result] of Object.entries(samples)) {
      writeFileSync(`/tmp/result-pdfs/${name}.pdf`, Buffer.from(build(result).output('arraybuffer')));
    }
  });
});
