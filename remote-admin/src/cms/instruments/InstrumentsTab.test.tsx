import { INSTRUMENTS_PAGE_SIZE, INTERFACE_MESSAGES, INTERFACE_SCREEN_TEXTS as TEXTS, SEARCH_BOXES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, items, renderCms, sampleLab, sampleMarker, setupUser, signIn } from '../test-fixtures';
import { instrumentPage, sampleInstrument } from './instrument-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const analyzer = sampleInstrument(1, 'DEMO-ANALYZER');
const idle = sampleInstrument(2, 'OLD-HEMA', { model: null, lab_id: null, lab_name: null, active: false, order_host: null, order_port: null, order_message: 'ORM^O01', codes: [] });
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;
const table = () => screen.getByRole('table', { name: 'Instruments' });

function listApi(reply: () => [number, unknown] = () => instrumentPage([analyzer, idle]), more: Parameters<typeof mockApi>[0] = {}) {
  const queries: Record<string, unknown>[] = [];
  api = mockApi({
    'GET /interfaces/instruments': ({ params }) => {
      queries.push(params);
      return reply();
    },
    ...more,
  });
  return queries;
}

describe('instruments tab', () => {
  it('lists the instruments: model, institution, lab, status, order address or "No orders", message type and how many codes', async () => {
    signIn('super_admin');
    const queries = listApi();
    renderCms('/cms?tab=instruments');
    expect(await within(table()).findByText('DEMO-ANALYZER')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 1, limit: INSTRUMENTS_PAGE_SIZE });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Model', 'Institution / Lab', 'Status', 'Orders / Message type', 'Codes', 'Actions']);
    for (const text of ['Cobas 6000', "St Mary's General Hospital", 'Central Pathology Laboratory', '10.0.0.20:2576', 'OML^O21', '2']) {
      expect(within(rowOf('DEMO-ANALYZER')).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('DEMO-ANALYZER')).getByRole('button', { name: 'Active: set DEMO-ANALYZER to Inactive' })).toBeInTheDocument();
    for (const text of [TEXTS.noOrders, 'ORM^O01', 'No lab', '0']) expect(within(rowOf('OLD-HEMA')).getByText(text)).toBeInTheDocument();
    expect(within(rowOf('OLD-HEMA')).getByRole('button', { name: 'Inactive: set OLD-HEMA to Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(TEXTS.addInstrument) })).toBeInTheDocument();
  });

  it('searches and pages through the address', async () => {
    signIn('institution_admin');
    const queries = listApi(() => instrumentPage([analyzer], 45, 2));
    const user = setupUser();
    renderCms('/cms?tab=instruments&page=2');
    expect(await screen.findByText('Showing 21 to 40 of 45 results')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: 2, limit: INSTRUMENTS_PAGE_SIZE });
    await user.type(screen.getByRole('textbox', { name: SEARCH_BOXES.instruments.label }), 'demo');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, limit: INSTRUMENTS_PAGE_SIZE, search: 'demo' }));
    expect(currentUrl(screen)).toBe('/cms?tab=instruments&search=demo');
  });

  it('says "No instruments found" when there are none, and the failure when the list cannot load', async () => {
    signIn('super_admin');
    let fail = false;
    listApi(() => (fail ? [500, { error: 'Database unavailable' }] : instrumentPage([])));
    const { unmount } = renderCms('/cms?tab=instruments');
    expect(await screen.findByText(TEXTS.noInstruments)).toBeInTheDocument();
    unmount();
    fail = true;
    renderCms('/cms?tab=instruments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('asks before deactivating, then sends only { active: false }', async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    listApi(undefined, {
      'PUT /interfaces/instruments/1': ({ body }) => {
        bodies.push(body);
        return [200, { instrument: { ...analyzer, active: false } }];
      },
    });
    const user = setupUser();
    renderCms('/cms?tab=instruments');
    await user.click(await screen.findByRole('button', { name: 'Active: set DEMO-ANALYZER to Inactive' }));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.deactivateTitle('DEMO-ANALYZER') });
    expect(within(confirm).getByText(TEXTS.deactivateQuestion)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(rowOf('DEMO-ANALYZER')).findByRole('button', { name: 'Inactive: set DEMO-ANALYZER to Active' })).toBeInTheDocument();
    expect(bodies).toEqual([{ active: false }]);
  });

  it('changes nothing when the confirmation is cancelled, and shows the server\'s refusal of a toggle', async () => {
    signIn('super_admin');
    listApi(undefined, { 'PUT /interfaces/instruments/2': [409, { error: 'An instrument with this name already exists' }] });
    const user = setupUser();
    renderCms('/cms?tab=instruments');
    await user.click(await screen.findByRole('button', { name: 'Active: set DEMO-ANALYZER to Inactive' }));
    await user.click(within(await screen.findByRole('dialog', { name: TEXTS.deactivateTitle('DEMO-ANALYZER') })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Inactive: set OLD-HEMA to Active' }));
    await user.click(within(await screen.findByRole('dialog', { name: TEXTS.activateTitle('OLD-HEMA') })).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('An instrument with this name already exists')).toBeInTheDocument();
  });
});

describe('instrument form', () => {
  const lookups = {
    'GET /cms/labs': items([sampleLab(3, 'Central Pathology Laboratory'), sampleLab(4, 'North Lab')]),
    'GET /cms/markers': items([sampleMarker(11, 'Glucose'), sampleMarker(12, 'Total Cholesterol'), sampleMarker(13, 'HbA1c')]),
    'GET /institutions': [200, { institutions: [{ id: 1, name: "St Mary's General Hospital" }, { id: 2, name: 'Riverside Clinic' }] }] as [number, unknown],
  };

  async function openForm(button: string | RegExp, dialogName: string) {
    const user = setupUser();
    renderCms('/cms?tab=instruments');
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(api.calls).toContain('GET /cms/markers'));
    return { user, dialog };
  }

  it("a super_admin adds one: the institution picked, the order address, the addresses and the code map, as one POST", async () => {
    signIn('super_admin');
    const bodies: unknown[] = [];
    listApi(() => instrumentPage([]), {
      ...lookups,
      'POST /interfaces/instruments': ({ body }) => (bodies.push(body), [201, { instrument: analyzer }]),
    });
    const { user, dialog } = await openForm(new RegExp(TEXTS.addInstrument), TEXTS.addTitle);
    await user.type(within(dialog).getByLabelText('Name'), 'CHEM-1');
    await user.type(within(dialog).getByLabelText('Model'), 'Cobas 6000');
    await user.click(within(dialog).getByLabelText('Institution'));
    await user.click(await screen.findByTitle('Riverside Clinic'));
    await user.click(within(dialog).getByLabelText('Lab'));
    await user.click(await screen.findByTitle('North Lab'));
    await user.type(within(dialog).getByLabelText('Order host'), '10.0.0.30');
    await user.type(within(dialog).getByLabelText('Order port'), '2576');
    await user.click(within(dialog).getByLabelText('Order message type'));
    await user.click(await screen.findByTitle('ORM^O01'));
    await user.type(within(dialog).getByLabelText('Allowed source addresses'), '10.0.0.30{Enter}fe80::1{Enter}');
    await user.click(within(dialog).getByRole('button', { name: new RegExp(TEXTS.addCode) }));
    expect(within(dialog).getByLabelText('Instrument code, row 1')).toHaveFocus();
    await user.keyboard('GLU');
    await user.click(within(dialog).getByLabelText('Marker, row 1'));
    await user.click(await screen.findByTitle('Glucose'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TEXTS.addTitle })).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: 'CHEM-1',
        model: 'Cobas 6000',
        institution_id: 2,
        lab_id: 4,
        active: true,
        order_host: '10.0.0.30',
        order_port: 2576,
        order_message: 'ORM^O01',
        allowed_addresses: ['10.0.0.30', 'fe80::1'],
        codes: [{ code: 'GLU', marker_id: 11 }],
      },
    ]);
  });

  it("an institution_admin reads the order address, fixed and explained, and their save leaves it and the institution out", async () => {
    signIn('institution_admin');
    const bodies: unknown[] = [];
    listApi(undefined, { ...lookups, 'PUT /interfaces/instruments/1': ({ body }) => (bodies.push(body), [200, { instrument: analyzer }]) });
    const { user, dialog } = await openForm('Edit DEMO-ANALYZER', TEXTS.editTitle);
    expect(within(dialog).getByLabelText('Institution')).toHaveValue("St Mary's General Hospital");
    expect(within(dialog).getByLabelText('Institution')).toHaveAttribute('readonly');
    for (const [label, value] of [['Order host', '10.0.0.20'], ['Order port', '2576'], ['Order message type', 'OML^O21']]) {
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(TEXTS.orderAddressFixed);
    }
    await user.type(within(dialog).getByLabelText('Order host'), '9');
    expect(within(dialog).getByLabelText('Order host')).toHaveValue('10.0.0.20');
    await user.clear(within(dialog).getByLabelText('Model'));
    await user.type(within(dialog).getByLabelText('Model'), 'Cobas 8000');
    // the map: drop the first row (the focus moves to the row that takes its place), add one by keyboard
    await user.click(within(dialog).getByRole('button', { name: 'Remove row 1' }));
    expect(within(dialog).getByLabelText('Instrument code, row 1')).toHaveValue('CHOL');
    expect(within(dialog).getByLabelText('Instrument code, row 1')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: new RegExp(TEXTS.addCode) }));
    await user.keyboard('A1C');
    await user.tab();
    expect(within(dialog).getByLabelText('Marker, row 2')).toHaveFocus();
    await user.keyboard('HbA1c'); // typing narrows the markers (jsdom's antd list takes no Enter: the option is clicked)
    await user.click(await screen.findByTitle('HbA1c'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'DEMO-ANALYZER',
      model: 'Cobas 8000',
      lab_id: 3,
      active: true,
      allowed_addresses: ['10.0.0.20'],
      codes: [
        { code: 'CHOL', marker_id: 12 },
        { code: 'A1C', marker_id: 13 },
      ],
    });
  });

  it.each([
    ['a name the analyzer could not send', { name: 'DEMO ANALYZER' }, TEXTS.nameInvalid],
    ['a port without a host', { host: '', port: '2576' }, INTERFACE_MESSAGES.orderAddressPair],
    ['a port out of range', { port: '70000' }, TEXTS.orderPortInvalid],
    ['an address that is no IP address', { address: 'analyzer.local' }, 'analyzer.local is not an IP address'],
    ['a code mapped twice', { code: 'GLU' }, 'Code GLU is mapped twice'],
  ])('refuses %s before sending, in the red banner', async (_, change, message) => {
    signIn('super_admin');
    listApi(undefined, lookups);
    const { user, dialog } = await openForm('Edit DEMO-ANALYZER', TEXTS.editTitle);
    const retype = async (label: string, text: string) => {
      await user.clear(within(dialog).getByLabelText(label));
      if (text) await user.type(within(dialog).getByLabelText(label), text);
    };
    if ('name' in change) await retype('Name', change.name);
    if ('host' in change) await retype('Order host', change.host);
    if ('port' in change) await retype('Order port', change.port);
    if ('address' in change) await user.type(within(dialog).getByLabelText('Allowed source addresses'), `${change.address}{Enter}`);
    if ('code' in change) await retype('Instrument code, row 2', change.code);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('asks for the name and for both halves of a code row', async () => {
    signIn('super_admin');
    listApi(undefined, lookups);
    const { user, dialog } = await openForm(new RegExp(TEXTS.addInstrument), TEXTS.addTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TEXTS.nameRequired);
    await user.type(within(dialog).getByLabelText('Name'), 'CHEM-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the institution the instrument serves');
    await user.click(within(dialog).getByLabelText('Institution'));
    await user.click(await screen.findByTitle('Riverside Clinic'));
    await user.click(within(dialog).getByRole('button', { name: new RegExp(TEXTS.addCode) }));
    await user.keyboard('NA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TEXTS.codeRowIncomplete(1));
  });

  it("shows the server's refusal (409) in the dialog and keeps it open", async () => {
    signIn('super_admin');
    listApi(undefined, { ...lookups, 'PUT /interfaces/instruments/1': [409, { error: 'An instrument with this name already exists' }] });
    const { user, dialog } = await openForm('Edit DEMO-ANALYZER', TEXTS.editTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An instrument with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TEXTS.editTitle })).toBeInTheDocument();
  });
});
