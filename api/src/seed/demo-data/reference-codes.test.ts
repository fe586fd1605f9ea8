// The demo's codes are ones other systems would accept: every LOINC code passes its check digit,
// every UCUM code the UCUM validator, every specimen code its Verhoeff digit; ranges pass the CMS rules.
import { isLoincCode, isSnomedCtId, referenceRangeInputProblem } from '@lab/shared';
import { ucumUnitsProblem } from '../../modules/cms/public';
import { MARKERS, SAMPLE_TYPES } from './reference-data';

describe('demo reference codes', () => {
  it.each(MARKERS.map((m) => [m.name, m]))('%s has a valid LOINC code, UCUM units and ranges', async (_name, m) => {
    expect(isLoincCode(m.loinc)).toBe(true);
    expect(await ucumUnitsProblem(m.ucum)).toBeNull();
    expect(referenceRangeInputProblem((m.ranges ?? []).map((r) => ({ ...r, units: m.units })))).toBeNull();
  });

  it('gives each sample type a valid SNOMED CT specimen code', () => {
    for (const s of SAMPLE_TYPES) expect(isSnomedCtId(s.snomedCode)).toBe(true);
  });
});
