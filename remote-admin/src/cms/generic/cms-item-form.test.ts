import { CMS_MESSAGES } from '@lab/shared';
import { cmsItemBody, formValuesOf, markerAccepts } from './cms-item-form';

const picker = { picks: true, own: null, creating: true };
const own = (creating: boolean) => ({ picks: false, own: 1, creating });

describe('cmsItemBody', () => {
  it("sends only the section's own fields", () => {
    const values = { ...formValuesOf(), name: ' Serum ', address: 'ignored', sort_order: '4' };
    expect(cmsItemBody('sample_types', values, picker)).toEqual({ body: { name: 'Serum', description: null, active: true } });
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
