import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { item, items, renderCms, sampleMarker, samplePanel, setupUser, signIn, type Clicks } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const sampleTypes = items([item(1, 'Serum'), item(2, 'Urine'), item(3, 'Plasma (retired)', { active: false })]);
const tubeTypes = items([item(5, 'Gold Top'), item(6, 'Purple Top')]);
const institutions = [
  200,
  {
    institutions: [
      { id: 1, name: "St Mary's General Hospital" },
      { id: 2, name: 'Royal Infirmary' },
    ],
    summary: {},
  },
] as [number, unknown];

/** Opens a select by its label and picks an option. */
async function choose(user: Clicks, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

/** The options the open select offers (by their titles). */
const offered = () =>
  Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')).map((o) => o.getAttribute('title'));

async function openAdd(user: Clicks, title: string) {
  await user.click((await screen.findAllByRole('button', { name: /Add Item/ }))[0]);
  return screen.findByRole('dialog', { name: title });
}

describe('marker form', () => {
  it("sends a super_admin's marker with its volume, range, active sample and tube types and chosen institutions", async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/markers': items([]),
      'GET /cms/sample-types': sampleTypes,
      'GET /cms/tube-types': tubeTypes,
      'GET /institutions': institutions,
      'POST /cms/markers': ({ body }) => {
        bodies.push(body);
        return [201, { item: sampleMarker(9, 'Glucose') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    const dialog = await openAdd(user, 'Add Marker');
    await user.type(within(dialog).getByLabelText('Name'), 'Glucose');
    await user.type(within(dialog).getByLabelText('Marker Code'), 'GLU');
    await user.type(within(dialog).getByLabelText('Units'), 'mg/dL');
    await user.type(within(dialog).getByLabelText('Sample Volume (µL)'), '250');
    await user.type(within(dialog).getByLabelText('LOINC Code'), '14771-0');
    await user.type(within(dialog).getByLabelText('UCUM Units'), 'mg/dL');
    await user.click(within(dialog).getByRole('button', { name: 'Add range' }));
    await user.type(within(dialog).getByLabelText('Low, Range 1'), '70');
    await user.type(within(dialog).getByLabelText('High, Range 1'), '99.5');
    await user.type(within(dialog).getByLabelText('Critical high, Range 1'), '400');
    await waitFor(() => expect(api.calls).toEqual(expect.arrayContaining(['GET /cms/sample-types', 'GET /cms/tube-types', 'GET /institutions'])));

    await user.click(within(dialog).getByLabelText('Sample Types'));
    await screen.findByTitle('Serum');
    expect(offered()).toEqual(['Serum', 'Urine']);
    await user.click(screen.getByTitle('Serum'));
    await choose(user, dialog, 'Tube Types', 'Gold Top');
    await choose(user, dialog, 'Institutions', 'Royal Infirmary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Marker' })).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: 'Glucose',
        description: null,
        active: true,
        marker_code: 'GLU',
        units: 'mg/dL',
        ucum_units: 'mg/dL',
        loinc_code: '14771-0',
        value: 250,
        reference_ranges: [{ sex: 'any', age_from: 0, age_to: null, age_unit: 'years', low: 70, high: 99.5, critical_low: null, critical_high: 400, units: 'mg/dL' }],
        delta_limit: null,
        delta_kind: 'absolute',
        delta_window_days: 30,
        sample_type_ids: [1],
        tube_type_ids: [5],
        institution_ids: [2],
      },
    ]);
  });

  it('refuses a range whose low is above its high, saying so inline before saving', async () => {
    signIn('super_admin');
    api = mockApi({ 'GET /cms/markers': items([]), 'GET /cms/sample-types': sampleTypes, 'GET /cms/tube-types': tubeTypes, 'GET /institutions': institutions });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    const dialog = await openAdd(user, 'Add Marker');
    await user.type(within(dialog).getByLabelText('Name'), 'Glucose');
    await user.click(within(dialog).getByRole('button', { name: 'Add range' }));
    await user.type(within(dialog).getByLabelText('Low, Range 1'), '10');
    await user.type(within(dialog).getByLabelText('High, Range 1'), '5');
    const why = 'Reference range Any sex, all ages: low must not be above high';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(why);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([why, why]);
    expect(api.calls).not.toContain('POST /cms/markers');
  });

  it("fixes an institution_admin's own institution on a new marker and lists theirs only", async () => {
    signIn('institution_admin');
    const bodies: unknown[] = [];
    const queries: unknown[] = [];
    api = mockApi({
      'GET /cms/markers': ({ params }) => {
        queries.push(params);
        return items([]);
      },
      'GET /cms/sample-types': sampleTypes,
      'GET /cms/tube-types': tubeTypes,
      'POST /cms/markers': ({ body }) => {
        bodies.push(body);
        return [201, { item: sampleMarker(9, 'Ferritin') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    const dialog = await openAdd(user, 'Add Marker');
    expect(queries).toEqual([{ institution_id: 1 }]);
    const field = within(dialog).getByLabelText('Institutions');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveValue("St Mary's General Hospital");
    expect(within(dialog).getByText('Your institution is always included')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Ferritin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Ferritin', institution_ids: [1] });
    expect(api.calls).not.toContain('GET /institutions');
  });

  it("leaves the institutions of a marker an institution_admin edits to the server", async () => {
    signIn('institution_admin');
    const bodies: Record<string, unknown>[] = [];
    api = mockApi({
      'GET /cms/markers': items([sampleMarker(3, 'Ferritin', { institution_ids: [1], institution_names: [{ id: 1, name: "St Mary's General Hospital" }], global: false })]),
      'GET /cms/sample-types': sampleTypes,
      'GET /cms/tube-types': tubeTypes,
      'PUT /cms/markers/3': ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return [200, { item: sampleMarker(3, 'Ferritin') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    await user.click(await screen.findByRole('button', { name: 'Edit Ferritin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marker' });
    expect(within(dialog).getByLabelText('Sample Volume (µL)')).toHaveValue(50);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('institution_ids');
  });
});

describe('panel form', () => {
  const markers = items([
    sampleMarker(11, 'Any Sample Marker'),
    sampleMarker(12, 'Serum Marker', { sample_type_ids: [1] }),
    sampleMarker(13, 'Urine Marker', { sample_type_ids: [2] }),
  ]);

  it('offers only the markers that accept the sample type, and clears them when it changes', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    api = mockApi({
      'GET /cms/panels': items([]),
      'GET /cms/markers': markers,
      'GET /cms/sample-types': sampleTypes,
      'GET /institutions': institutions,
      'POST /cms/panels': ({ body }) => {
        bodies.push(body);
        return [201, { item: samplePanel(5, 'Kidney') }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=panels');
    const dialog = await openAdd(user, 'Add Panel');
    await user.type(within(dialog).getByLabelText('Name'), 'Kidney');
    expect(within(dialog).getByLabelText('Markers')).toBeDisabled();
    expect(within(dialog).getByText('Choose the sample type first')).toBeInTheDocument();

    await waitFor(() => expect(api.calls).toContain('GET /cms/markers'));
    await choose(user, dialog, 'Sample Type', 'Serum');
    await user.click(within(dialog).getByLabelText('Markers'));
    await screen.findByTitle('Serum Marker');
    expect(offered()).toEqual(['Any Sample Marker', 'Serum Marker']);
    await user.click(screen.getByTitle('Serum Marker'));
    expect(within(dialog).getByText('Serum Marker')).toBeInTheDocument();

    await choose(user, dialog, 'Sample Type', 'Urine');
    await waitFor(() => expect(within(dialog).queryByText('Serum Marker')).not.toBeInTheDocument());
    await user.click(within(dialog).getByLabelText('Markers'));
    await screen.findByTitle('Urine Marker');
    expect(offered()).toEqual(['Any Sample Marker', 'Urine Marker']);
    await user.click(screen.getByTitle('Urine Marker'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Kidney', description: null, active: true, sample_type_id: 2, marker_ids: [13], institution_ids: [] });
  });
});
