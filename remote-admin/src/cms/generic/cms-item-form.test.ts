import { CLINICAL_CODE_MESSAGES, CMS_MESSAGES, MARKER_MESSAGES } from '@lab/shared';
import { cmsItemBody, formValuesOf, markerAccepts } from './cms-item-form';
import { emptyRangeRow } from './reference-range-rows';

const picker = { picks: true, own: null, creating: true };
const own = (creating: boolean) => ({ picks: false, own: 1, creating });

describe('cmsItemBody', () => {
  it("sends only the section's own fields", () => {
    const values = { ...formValuesOf(), name: ' Serum ', address: 'ignored', sort_order: '4' };
    expect(cmsItemBody('sample_types', values, picker)).toEqual({ body: { name: 'Serum', description: null, active: true, snomed_code: null } });
    expect(cmsItemBody('statuses', values, picker)).toEqual({ body: { name: 'Serum', description: null, active: true, sort_order: 4 } });
  });

  it('gives statuses sort order 0 when blank and refuses a negative or fractional one', () => {
    const values = { ...formValuesOf(), name: 'Pending', sort_order: '' };
    expect(cmsItemBody('statuses', values, picker)).toMatchObject({ body: { sort_order: 0 } });
    for (const sort_order of ['-1', '1.5']) expect(cmsItemBody('statuses', { ...values, sort_order }, picker)).toEqual({ error: CMS_MESSAGES.sortOrderInvalid });
  });

  it('refuses a negative sample volume', () => {
    expect(cmsItemBody('markers', { ...formValuesOf(), name: 'Glucose', value: '-5' }, picker)).toEqual({ error: CMS_MESSAGES.volumeInvalid });
  });

  it('refuses a bad LOINC code, SNOMED CT code or delta rule before sending', () => {
    const marker = { ...formValuesOf(), name: 'Potassium' };
    expect(cmsItemBody('markers', { ...marker, loinc_code: '2823-4' }, picker)).toEqual({ error: CLINICAL_CODE_MESSAGES.loincInvalid('2823-4') });
    expect(cmsItemBody('markers', { ...marker, delta_limit: '0' }, picker)).toEqual({ error: MARKER_MESSAGES.deltaLimitInvalid });
    expect(cmsItemBody('markers', { ...marker, delta_window_days: '4000' }, picker)).toEqual({ error: MARKER_MESSAGES.deltaWindowInvalid });
    expect(cmsItemBody('sample_types', { ...marker, snomed_code: '119297001' }, picker)).toEqual({ error: CLINICAL_CODE_MESSAGES.snomedInvalid('119297001') });
  });

  it("sends a marker's ranges, codes and delta rule; a range without units takes the marker's", () => {
    const row = { ...emptyRangeRow(), sex: 'female' as const, age_from: '18', low: '115', high: '155', critical_low: '70' };
    const values = { ...formValuesOf(), name: 'Haemoglobin', units: 'g/L', ucum_units: 'g/L', loinc_code: '718-7', delta_limit: '20', delta_window_days: '', reference_ranges: [row] };
    expect(cmsItemBody('markers', values, picker)).toMatchObject({
      body: {
        loinc_code: '718-7',
        ucum_units: 'g/L',
        delta_limit: 20,
        delta_kind: 'absolute',
        delta_window_days: 30,
        reference_ranges: [{ sex: 'female', age_from: 18, age_to: null, age_unit: 'years', low: 115, high: 155, critical_low: 70, critical_high: null, units: 'g/L' }],
      },
    });
    expect(cmsItemBody('markers', { ...values, reference_ranges: [{ ...row, age_from: '' }] }, picker)).toEqual({ error: MARKER_MESSAGES.rangeUnreadable(1) });
  });

  it("forces an institution_admin's own institution on create and leaves it out on edit", () => {
    const values = { ...formValuesOf(), name: 'Lipid', institution_ids: [2] };
    expect(cmsItemBody('panels', values, own(true))).toMatchObject({ body: { institution_ids: [1] } });
    expect(cmsItemBody('panels', values, own(false))).not.toHaveProperty('body.institution_ids');
    expect(cmsItemBody('panels', values, picker)).toMatchObject({ body: { institution_ids: [2] } });
  });
});

describe('markerAccepts', () => {
  it('accepts a sample type the marker lists, or any when it lists none; nothing before a sample type is chosen', () => {
    expect(markerAccepts({ sample_type_ids: [] }, 3)).toBe(true);
    expect(markerAccepts({ sample_type_ids: [1, 3] }, 3)).toBe(true);
    expect(markerAccepts({ sample_type_ids: [1] }, 3)).toBe(false);
    expect(markerAccepts({ sample_type_ids: [] }, null)).toBe(false);
  });
});
