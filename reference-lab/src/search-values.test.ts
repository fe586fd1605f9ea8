import type { Bundle, Specimen } from '@medplum/fhirtypes';
import { alternativesOf, parseToken, splitUnescaped, unescapeValue } from './search-values';
import { orderBundle } from './test/fixtures';
import { startLab, taskIdOf, type RunningLab } from './test/harness';

/** What a careful client sends: FHIR-escaped, then URL-encoded. */
const escape = (value: string) => value.replace(/[\\,$|]/g, (char) => `\\${char}`);
const identifierSearch = (system: string, value: string) => `identifier=${encodeURIComponent(`${escape(system)}|${escape(value)}`)}`;

describe('FHIR search escaping', () => {
  it('splits at unescaped separators only and unescapes the parts', () => {
    expect(splitUnescaped('a\\,b,c', ',')).toEqual(['a\\,b', 'c']);
    expect(alternativesOf('x,y\\,z')).toEqual(['x', 'y\\,z']);
    expect(unescapeValue('a\\,b\\|c\\$d\\\\e')).toBe('a,b|c$d\\e');
    expect(parseToken('urn:s|K\\|1\\,2')).toEqual({ system: 'urn:s', value: 'K|1,2' });
    expect(parseToken('K\\|1')).toEqual({ system: undefined, value: 'K|1' });
    expect(parseToken('sys\\|tem|v\\\\')).toEqual({ system: 'sys|tem', value: 'v\\' });
  });
});

describe('identifiers with special characters, end to end', () => {
  let lab: RunningLab;
  beforeEach(async () => {
    lab = await startLab();
  });
  afterEach(() => lab.close());

  const BARCODE = 'KIT+A&B,C%D|E$F\\G';

  /** The fixture's order with its barcode's ifNoneExist escaped and encoded. */
  function escapedOrder(requisition: string): Bundle {
    const bundle = orderBundle({ barcode: BARCODE, requisition });
    const specimen = bundle.entry![1];
    specimen.request!.ifNoneExist = identifierSearch('urn:lab-portal:kit-barcode', BARCODE);
    return bundle;
  }

  it('finds the specimen again on a repeated submit: no second resource', async () => {
    const first = await lab.submit(escapedOrder('REQ-000900'));
    expect(first.status).toBe(200);
    const again = await lab.submit(escapedOrder('REQ-000900'));
    expect(again.body.entry?.map((e) => e.response?.status)).toEqual(Array(again.body.entry!.length).fill('200 OK'));
    expect(taskIdOf(again.body)).toBe(taskIdOf(first.body));

    const search = await lab.fhir<Bundle>(`/Specimen?${identifierSearch('urn:lab-portal:kit-barcode', BARCODE)}`);
    expect(search.body.total).toBe(1);
    expect((search.body.entry?.[0].resource as Specimen).identifier?.[0].value).toBe(BARCODE);
    // the unescaped comma would be two alternatives, neither of which is the barcode
    expect((await lab.fhir<Bundle>(`/Specimen?identifier=${encodeURIComponent(`urn:lab-portal:kit-barcode|${BARCODE}`)}`)).body.total).toBe(0);
  });

  it('refuses a list of identifiers as ifNoneExist', async () => {
    const bundle = orderBundle({ requisition: 'REQ-000901' });
    bundle.entry![1].request!.ifNoneExist = 'identifier=urn:lab-portal:kit-barcode|A,urn:lab-portal:kit-barcode|B';
    expect((await lab.submit(bundle)).status).toBe(400);
  });
});
