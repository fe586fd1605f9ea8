import { MARKER_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { items, renderCms, sampleMarker, setupUser, signIn } from '../test-fixtures';
import { rangeRowsOf, type RangeRow } from './reference-range-rows';
import { ReferenceRangeEditor } from './ReferenceRangeEditor';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

/** The editor with its own state, as the marker form holds it. */
function Editor({ initial = [], seen }: { initial?: RangeRow[]; seen?: (rows: RangeRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <ReferenceRangeEditor
      rows={rows}
      onChange={(next) => {
        setRows(next);
        seen?.(next);
      }}
    />
  );
}

const potassium = rangeRowsOf([
  { id: 1, sex: 'any', age_from: 0, age_to: 18, age_unit: 'years', low: 3.4, high: 4.7, critical_low: 2.8, critical_high: 6.5, units: 'mmol/L' },
  { id: 2, sex: 'any', age_from: 18, age_to: null, age_unit: 'years', low: 3.5, high: 5.3, critical_low: 2.5, critical_high: 6.5, units: 'mmol/L' },
]);

describe('ReferenceRangeEditor', () => {
  it('says a marker without ranges gets no flag, and adds a row of labelled fields by keyboard', async () => {
    const user = setupUser();
    let latest: RangeRow[] = [];
    render(<Editor seen={(rows) => (latest = rows)} />);
    expect(screen.getByText(MARKER_MESSAGES.noRanges)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add range' }).focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: 'Range 1' });
    for (const label of ['Sex', 'Age from', 'Age to', 'Age unit', 'Low', 'High', 'Critical low', 'Critical high', 'Units']) {
      expect(within(group).getByLabelText(`${label}, Range 1`)).toBeInTheDocument();
    }
    expect(within(group).getByLabelText('Age from, Range 1')).toHaveValue(0);
    await user.type(within(group).getByLabelText('Critical high, Range 1'), '6.5');
    expect(latest).toEqual([expect.objectContaining({ sex: 'any', age_from: '0', age_to: '', age_unit: 'years', critical_high: '6.5' })]);
    expect(screen.queryByText(MARKER_MESSAGES.noRanges)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the row asked for, keeping the others as typed', async () => {
    const user = setupUser();
    render(<Editor initial={potassium} />);
    expect(screen.getByRole('group', { name: 'Range 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove range 1' }));
    const [only] = screen.getAllByRole('group');
    expect(within(only).getByLabelText('Low, Range 1')).toHaveValue(3.5);
    expect(within(only).getByLabelText('Age from, Range 1')).toHaveValue(18);
    expect(screen.queryByRole('button', { name: 'Remove range 2' })).not.toBeInTheDocument();
  });

  it('names both ranges of an overlap inline, and clears the message once fixed', async () => {
    const user = setupUser();
    render(<Editor initial={potassium} />);
    const ageTo = screen.getByLabelText('Age to, Range 1');
    await user.clear(ageTo);
    await user.type(ageTo, '20');
    expect(screen.getByRole('alert')).toHaveTextContent('Reference ranges overlap: Any sex, 0-20 years and Any sex, from 18 years');
    await user.clear(ageTo);
    await user.type(ageTo, '18');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the marker dialog with ranges', () => {
  it("shows the API's refusal of a save and keeps the dialog open", async () => {
    signIn('super_admin');
    const refusal = '"mIU/L" is not a UCUM unit: did you mean m[IU]/L? (write 10*9/L, umol/L, m[IU]/L)';
    api = mockApi({
      'GET /cms/markers': items([sampleMarker(4, 'TSH', { reference_ranges: [{ id: 7, sex: 'any', age_from: 0, age_to: null, age_unit: 'years', low: 0.27, high: 4.2, critical_low: null, critical_high: null, units: 'mIU/L' }] })]),
      'GET /cms/sample-types': items([]),
      'GET /cms/tube-types': items([]),
      'GET /institutions': [200, { institutions: [], summary: {} }],
      'PUT /cms/markers/4': [400, { error: refusal }],
    });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    await user.click(await screen.findByRole('button', { name: 'Edit TSH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marker' });
    expect(within(dialog).getByLabelText('High, Range 1')).toHaveValue(4.2);
    await user.clear(within(dialog).getByLabelText('UCUM Units'));
    await user.type(within(dialog).getByLabelText('UCUM Units'), 'mIU/L');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
    expect(screen.getByRole('dialog', { name: 'Edit Marker' })).toBeInTheDocument();
  });

  it('checks the LOINC check digit as it is typed, and lists the LOINC code and the number of ranges', async () => {
    signIn('super_admin');
    api = mockApi({
      'GET /cms/markers': items([sampleMarker(4, 'Potassium', { loinc_code: '2823-3', reference_ranges: [{ id: 1, sex: 'any', age_from: 0, age_to: null, age_unit: 'years', low: 3.5, high: 5.3, critical_low: 2.5, critical_high: 6.5, units: null }] })]),
      'GET /cms/sample-types': items([]),
      'GET /cms/tube-types': items([]),
      'GET /institutions': [200, { institutions: [], summary: {} }],
    });
    const user = setupUser();
    renderCms('/cms?tab=markers');
    const row = (await screen.findByText('Potassium')).closest('tr')!;
    expect(within(row).getByText('2823-3')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Potassium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Marker' });
    const loinc = within(dialog).getByLabelText('LOINC Code');
    await user.type(loinc, '{Backspace}4');
    expect(loinc).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(/"2823-4" is not a LOINC code/)).toBeInTheDocument();
  });
});
