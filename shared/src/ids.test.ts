import { formatFulfillmentId, formatRequestId, formatResultId } from './ids';

it('pads ids to six digits with their prefixes', () => {
  expect(formatRequestId(12)).toBe('REQ-000012');
  expect(formatResultId('7')).toBe('RES-000007');
  expect(formatFulfillmentId(1234567)).toBe('FUL-1234567');
});
