import { resultDataFromValues, textResultBlock } from './result-rules';
import { parseResultBlocks } from './result-data-blocks';

describe('the result data written from values', () => {
  it("writes a lab's bound with its comparator, so '<5' never reads as 5", () => {
    const text = resultDataFromValues([{ marker_name: 'CRP', value: 5, comparator: '<', units: 'mg/L', range_min: 0, range_max: 5, range_id: null, flag: 'N' }]);
    expect(text).toBe('CRP\nValue: <5\nUnits: mg/L\nRange: 0 - 5\nStatus: Normal');
    expect(parseResultBlocks(text)[0].value).toBe('<5');
  });

  it('writes a text result as a block with no range and no status', () => {
    expect(textResultBlock('SARS-CoV-2 RNA', 'Not detected')).toBe('SARS-CoV-2 RNA\nValue: Not detected\nUnits: \nRange: \nStatus: ');
  });
});
