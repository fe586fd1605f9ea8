import { formatFulfillmentId, formatRequestId, formatResultId, requestIdNamedBy, resultIdNamedBy } from './ids';

it('pads ids to six digits with their prefixes', () => {
  expect(formatRequestId(12)).toBe('REQ-000012');
  expect(formatResultId('7')).toBe('RES-000007');
  expect(formatFulfillmentId(1234567)).toBe('FUL-1234567');
});

it('reads an id searched for with its prefix', () => {
  expect(['REQ-000123', 'req123', 'REQ-123', ' Req-0123 '].map(requestIdNamedBy)).toEqual([123, 123, 123, 123]);
  expect(resultIdNamedBy('RES-001234')).toBe(1234);
  expect([requestIdNamedBy('RES-1'), resultIdNamedBy('REQ-1'), requestIdNamedBy('REQ-0'), requestIdNamedBy('REQ-9999999999'), requestIdNamedBy('REQ-12a')]).toEqual([null, null, null, null, null]);
});
