import { isUnfilledResultData, parseResultBlocks } from './result-data-blocks';
import { composeResultData, draftResultData, resultDataTemplate } from './result-rules';

/** A range of the block writer: reference limits only. */
const r = (low: number | null, high: number | null) => ({ low, high, critical_low: null, critical_high: null });

const LIPIDS = `Total Cholesterol
Value: 6.1
Units: mmol/L
Range: 0 - 5.2
Status: High

HDL Cholesterol
Value: 1.3
Units: mmol/L
Range: > 1.0
Status: Normal`;

describe('parseResultBlocks', () => {
  it('reads each marker with its value, units, range and status', () => {
    expect(parseResultBlocks(LIPIDS)).toEqual([
      { name: 'Total Cholesterol', value: '6.1', units: 'mmol/L', range: '0 - 5.2', status: 'High' },
      { name: 'HDL Cholesterol', value: '1.3', units: 'mmol/L', range: '> 1.0', status: 'Normal' },
    ]);
  });

  it('reads Windows and old Mac line endings alike', () => {
    expect(parseResultBlocks(LIPIDS.replace(/\n/g, '\r\n'))).toEqual(parseResultBlocks(LIPIDS));
    expect(parseResultBlocks(LIPIDS.replace(/\n/g, '\r'))).toEqual(parseResultBlocks(LIPIDS));
  });

  it('ignores case and surrounding spaces of keys, values and names', () => {
    const text = '   Glucose  \n  VALUE :  5.4 \n units:mmol/L\n RaNgE:  3.9 - 5.5\nSTATUS:normal';
    expect(parseResultBlocks(text)).toEqual([{ name: 'Glucose', value: '5.4', units: 'mmol/L', range: '3.9 - 5.5', status: 'normal' }]);
  });

  it('allows blank lines between and inside blocks, within the 5 lines', () => {
    const text = '\n\n\nSodium\n\nValue: 140\n\nUnits: mmol/L\n\n\n\n\nPotassium\nValue: 3.2\n\n\n\nStatus: Low\n\n';
    expect(parseResultBlocks(text)).toEqual([
      { name: 'Sodium', value: '140', units: 'mmol/L', range: '', status: '' },
      { name: 'Potassium', value: '3.2', units: '', range: '', status: 'Low' },
    ]);
  });

  it('gives empty texts for missing units, range and status', () => {
    expect(parseResultBlocks('Ferritin\nValue: 12')).toEqual([{ name: 'Ferritin', value: '12', units: '', range: '', status: '' }]);
  });

  it('takes no key beyond the 5 lines after the name', () => {
    const text = 'Glucose\nValue: 5.4\n\n\n\nUnits: mmol/L\nRange: 3.9 - 5.5';
    expect(parseResultBlocks(text)).toEqual([{ name: 'Glucose', value: '5.4', units: 'mmol/L', range: '', status: '' }]);
    expect(parseResultBlocks('Glucose\n\n\n\n\n\nValue: 5.4')).toEqual([]);
  });

  it('ends a block where the next name starts', () => {
    const text = 'Sodium\nValue: 140\nPotassium\nValue: 4.1\nUnits: mmol/L';
    expect(parseResultBlocks(text)).toEqual([
      { name: 'Sodium', value: '140', units: '', range: '', status: '' },
      { name: 'Potassium', value: '4.1', units: 'mmol/L', range: '', status: '' },
    ]);
  });

  it('skips free text that no Value line follows', () => {
    const text = `Lipid panel, fasting sample.
Comment: patient reports a recent illness.

${LIPIDS}

Please repeat in 3 months.
Discuss diet with the patient.`;
    expect(parseResultBlocks(text).map((block) => block.name)).toEqual(['Total Cholesterol', 'HDL Cholesterol']);
  });

  it('reads a name containing a colon as a name', () => {
    expect(parseResultBlocks('Vitamin D: 25-OH\nValue: 48\nUnits: nmol/L')).toEqual([
      { name: 'Vitamin D: 25-OH', value: '48', units: 'nmol/L', range: '', status: '' },
    ]);
  });

  it('keeps the first line of a repeated key', () => {
    expect(parseResultBlocks('Iron\nValue: 10\nValue: 99')[0].value).toBe('10');
  });

  it('ignores key lines that follow no name', () => {
    expect(parseResultBlocks('Value: 6.1\nUnits: mmol/L\n\nGlucose\nValue: 5.4')).toEqual([
      { name: 'Glucose', value: '5.4', units: '', range: '', status: '' },
    ]);
  });

  it('reads an unfilled template: every marker, with an empty value', () => {
    const template = resultDataTemplate([
      { name: 'Total Cholesterol', units: 'mmol/L', range: r(0, 5.2) },
      { name: 'HDL Cholesterol', units: null, range: r(1, null) },
    ]);
    expect(parseResultBlocks(template)).toEqual([
      { name: 'Total Cholesterol', value: '', units: 'mmol/L', range: '0 - 5.2', status: '' },
      { name: 'HDL Cholesterol', value: '', units: '', range: '> 1', status: '' },
    ]);
  });

  it('gives no blocks for text without any', () => {
    expect(parseResultBlocks('')).toEqual([]);
    expect(parseResultBlocks('   \n\n')).toEqual([]);
    expect(parseResultBlocks('All values within normal limits.\nNo further action.')).toEqual([]);
  });
});

describe('isUnfilledResultData', () => {
  const markers = [
    { id: 7, name: 'Total Cholesterol', units: 'mmol/L', range: r(null, 5.2) },
    { id: 9, name: 'Potassium', units: 'mmol/L', range: r(3.5, 5.1) },
  ];

  it('is true for nothing and for the template a draft starts with', () => {
    expect(isUnfilledResultData('')).toBe(true);
    expect(isUnfilledResultData(null)).toBe(true);
    expect(isUnfilledResultData(resultDataTemplate(markers))).toBe(true);
    expect(isUnfilledResultData(draftResultData('Vitamin D', []))).toBe(true);
  });

  it('is false once a value, a status or any free text is there', () => {
    expect(isUnfilledResultData(composeResultData(markers, { 7: 6.1 }))).toBe(false);
    expect(isUnfilledResultData(`${resultDataTemplate(markers)}\n\nSample haemolysed; repeat requested.`)).toBe(false);
    expect(isUnfilledResultData('Negative')).toBe(false);
  });
});

describe('composeResultData', () => {
  it('writes each marker once, its value and its flag as the status; an empty block for a marker without one', () => {
    const markers = [
      { id: 7, name: 'Total Cholesterol', units: 'mmol/L', range: r(null, 5.2) },
      { id: 9, name: 'Potassium', units: 'mmol/L', range: r(3.5, 5.1) },
      { id: 11, name: 'Sodium', units: null, range: r(135, 145) },
    ];
    expect(composeResultData(markers, { 7: 6.1, 9: 4.2 })).toBe(
      'Total Cholesterol\nValue: 6.1\nUnits: mmol/L\nRange: < 5.2\nStatus: High\n\n' +
        'Potassium\nValue: 4.2\nUnits: mmol/L\nRange: 3.5 - 5.1\nStatus: Normal\n\n' +
        'Sodium\nValue: \nUnits: \nRange: 135 - 145\nStatus: ',
    );
    expect(parseResultBlocks(composeResultData(markers, { 9: 3.1 }))[1]).toEqual({ name: 'Potassium', value: '3.1', units: 'mmol/L', range: '3.5 - 5.1', status: 'Low' });
  });
});
