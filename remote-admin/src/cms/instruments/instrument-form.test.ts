import { instrumentBody, instrumentFormValues, isIpAddress, orderAddressText } from './instrument-form';
import { sampleInstrument } from './instrument-fixtures';

const SUPER = { orderAddress: true, picksInstitution: true };
const OWN = { orderAddress: false, picksInstitution: false };

it('reads plain IPv4 and IPv6 addresses, and nothing else', () => {
  for (const ok of ['127.0.0.1', '10.0.0.255', '::1', 'fe80::1', '2001:db8:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect([ok, isIpAddress(ok)]).toEqual([ok, true]);
  for (const bad of ['256.0.0.1', '10.0.0', 'analyzer.local', '1:2:3', '1::2::3', '10.0.0.1/24', '']) expect([bad, isIpAddress(bad)]).toEqual([bad, false]);
});

it('sends a cleared order address as null, both halves together', () => {
  const values = { ...instrumentFormValues(sampleInstrument(1, 'A'), null), order_host: ' ', order_port: '' };
  expect(instrumentBody(values, SUPER, false)).toEqual({ body: expect.objectContaining({ order_host: null, order_port: null, order_message: 'OML^O21', institution_id: 1 }) });
});

it("gives a new instrument of an institution's admin their own institution, and no order address", () => {
  const values = { ...instrumentFormValues(undefined, 7), name: 'NEW-1' };
  expect(instrumentBody(values, OWN, true)).toEqual({ body: { name: 'NEW-1', model: null, institution_id: 7, lab_id: null, active: true, allowed_addresses: [], codes: [] } });
});

it('skips untouched code rows and writes host:port', () => {
  const values = instrumentFormValues(sampleInstrument(1, 'A'), null);
  values.codes.push({ key: -1, code: ' ', marker_id: undefined });
  const built = instrumentBody(values, OWN, false);
  expect('body' in built && built.body.codes).toEqual([
    { code: 'GLU', marker_id: 11 },
    { code: 'CHOL', marker_id: 12 },
  ]);
  expect(orderAddressText(sampleInstrument(1, 'A'))).toBe('10.0.0.20:2576');
  expect(orderAddressText({ order_host: null, order_port: null })).toBeNull();
});
