import { resultDataFromValues, textResultBlock } from '@lab/shared';
import { valueWithUnits } from '../ResultValueCards';
import { resultValue } from './report-fixtures';
import { markerRows } from './report-rows';

describe('a lab’s bounds and words in the rows', () => {
  const crp = { ...resultValue(1, 'CRP', 5, 'mg/L', 0, 5), comparator: '<' as const };
  const result = { result_values: [crp], result_data: `${resultDataFromValues([crp])}\n\n${textResultBlock('SARS-CoV-2 RNA', 'Not detected')}` };

  it("prints a bound with its comparator ('<5'), on the card as in the PDF", () => {
    expect(markerRows(result)[0]).toMatchObject({ marker: 'CRP', value: '<5', units: 'mg/L' });
    expect(valueWithUnits(5, 'mg/L', '<')).toBe('<5 mg/L');
    expect(valueWithUnits(4.2, null)).toBe('4.2');
  });

  it('adds the results in words after the values, and no block a value already covers', () => {
    expect(markerRows(result).map((row) => [row.marker, row.value, row.flag])).toEqual([
      ['CRP', '<5', ''],
      ['SARS-CoV-2 RNA', 'Not detected', ''],
    ]);
  });
});
