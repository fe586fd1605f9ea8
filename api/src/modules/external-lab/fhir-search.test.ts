import { escapeSearchValue, identifierSearch, searchQuery, tokenValue } from './fhir-search';

describe('FHIR search values', () => {
  it("escapes FHIR's special characters with a backslash, the backslash first", () => {
    expect(escapeSearchValue('plain-KIT_01.x')).toBe('plain-KIT_01.x');
    expect(escapeSearchValue('a,b')).toBe('a\\,b');
    expect(escapeSearchValue('a|b')).toBe('a\\|b');
    expect(escapeSearchValue('a$b')).toBe('a\\$b');
    expect(escapeSearchValue('a\\b')).toBe('a\\\\b');
    expect(escapeSearchValue('\\,')).toBe('\\\\\\,');
    expect(escapeSearchValue('+&%')).toBe('+&%'); // not FHIR's to escape: URL encoding keeps them
  });

  it('escapes each side of a token, not the bar between them', () => {
    expect(tokenValue('urn:lab-portal:kit-barcode', 'K|1,2')).toBe('urn:lab-portal:kit-barcode|K\\|1\\,2');
    expect(tokenValue('sys|tem', 'v')).toBe('sys\\|tem|v');
  });

  it('URL-encodes names and values, so + & % = # stay inside the value', () => {
    expect(searchQuery([{ name: '_id', value: 'a b' }, { name: '_include', value: 'DiagnosticReport:result' }])).toBe('_id=a%20b&_include=DiagnosticReport%3Aresult');
    const ifNoneExist = identifierSearch('urn:lab-portal:kit-barcode', 'KIT+1&2,3%4|5$6\\7#8=9');
    expect(ifNoneExist).toBe('identifier=urn%3Alab-portal%3Akit-barcode%7CKIT%2B1%262%5C%2C3%254%5C%7C5%5C%246%5C%5C7%238%3D9');
    // what a server reads back: one parameter, its value still FHIR-escaped
    const parsed = [...new URLSearchParams(ifNoneExist)];
    expect(parsed).toEqual([['identifier', 'urn:lab-portal:kit-barcode|KIT+1&2\\,3%4\\|5\\$6\\\\7#8=9']]);
  });
});
