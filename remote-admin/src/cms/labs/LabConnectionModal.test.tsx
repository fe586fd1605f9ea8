import { LAB_CONNECTION_MESSAGES as M, type LabConnection, type LabConnectionBody } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { items, renderCms, sampleLab, setupUser, signIn } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const connection = (overrides: Partial<LabConnection> = {}): LabConnection => ({
  lab_id: 1,
  provider: 'reference-lab',
  base_url: 'http://127.0.0.1:4010/fhir',
  enabled: true,
  allow_private_network: true,
  credential_set: true,
  url_variable: 'EXTERNAL_LAB_REFERENCE_LAB_URL',
  url_from_environment: false,
  credential_variable: 'EXTERNAL_LAB_REFERENCE_LAB_TOKEN',
  credential_from_environment: false,
  ...overrides,
});

async function openConnection(saved: LabConnectionBody[], answers: Partial<LabConnection> = {}) {
  api = mockApi({
    'GET /cms/labs': items([sampleLab(1, 'Central Lab')]),
    'GET /cms/labs/1/connection': [200, { connection: connection(answers) }],
    'PUT /cms/labs/1/connection': ({ body }) => {
      saved.push(body as LabConnectionBody);
      return [200, { connection: connection() }];
    },
    'POST /cms/labs/1/connection/test': ({ body }) =>
      (body as { allow_private_network?: boolean }).allow_private_network === false
        ? [200, { ok: false, fhir_version: null, message: M.addressRefused('127.0.0.1', '127.0.0.1', 'a loopback address') }]
        : [200, { ok: true, fhir_version: '4.0.1', message: M.testOk('4.0.1', 'reference-lab simulator 1.0.0') }],
  });
  renderCms('/cms?tab=labs');
  await setupUser().click(await screen.findByRole('button', { name: 'Connection of Central Lab' }));
  return screen.findByRole('form', { name: M.title('Central Lab') });
}

describe("a lab's external lab connection", () => {
  it('offers it to a super_admin only', async () => {
    signIn('institution_admin');
    api = mockApi({ 'GET /cms/labs': items([sampleLab(1, 'Central Lab')]) });
    renderCms('/cms?tab=labs');
    expect(await screen.findByText('Central Lab')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connection of Central Lab' })).not.toBeInTheDocument();
  });

  it('never shows the credential, keeps it when the field stays empty, and saves the rest', async () => {
    signIn('super_admin');
    const saved: LabConnectionBody[] = [];
    const form = await openConnection(saved);
    expect(within(form).getByLabelText('FHIR Base URL')).toHaveValue('http://127.0.0.1:4010/fhir');
    expect(within(form).getByLabelText('Credential (bearer token)')).toHaveValue('');
    expect(within(form).getByText(M.credentialSet)).toBeInTheDocument();
    await setupUser().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ base_url: 'http://127.0.0.1:4010/fhir', enabled: true, allow_private_network: true }]));
  });

  it('sends a new credential, or clears the stored one', async () => {
    signIn('super_admin');
    const saved: LabConnectionBody[] = [];
    const user = setupUser();
    let form = await openConnection(saved);
    await user.type(within(form).getByLabelText('Credential (bearer token)'), 'new-token');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[0]).toMatchObject({ credential: 'new-token' }));

    await user.click(await screen.findByRole('button', { name: 'Connection of Central Lab' }));
    form = await screen.findByRole('form', { name: M.title('Central Lab') });
    await user.click(within(form).getByRole('checkbox', { name: 'Clear the stored credential' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[1]).toMatchObject({ clear_credential: true }));
    expect(saved[1]).not.toHaveProperty('credential');
  });

  it('Test connection says what the server is, or why not', async () => {
    signIn('super_admin');
    const user = setupUser();
    const form = await openConnection([]);
    await user.click(within(form).getByRole('button', { name: /Test connection/ }));
    expect(await within(form).findByText(M.testOk('4.0.1', 'reference-lab simulator 1.0.0'))).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /Allow a private network address/ }));
    await user.click(within(form).getByRole('button', { name: /Test connection/ }));
    expect(await within(form).findByText(M.addressRefused('127.0.0.1', '127.0.0.1', 'a loopback address'))).toBeInTheDocument();
  });

  it('refuses a URL of another scheme before asking the server', async () => {
    signIn('super_admin');
    const saved: LabConnectionBody[] = [];
    const user = setupUser();
    const form = await openConnection(saved, { credential_set: false, url_from_environment: true });
    expect(within(form).getByText(M.urlFromEnvironment('EXTERNAL_LAB_REFERENCE_LAB_URL'))).toBeInTheDocument();
    const url = within(form).getByLabelText('FHIR Base URL');
    await user.clear(url);
    await user.type(url, 'ftp://lab.example/fhir');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.schemeRefused('ftp'))).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
