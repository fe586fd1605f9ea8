import { FULFILLMENT_MESSAGES } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../common/test-helpers';
import { saveDeliveryReportPdf } from './delivery-report-pdf';
import FulfillmentArea from './FulfillmentArea';
import { deliveredDetail, sampleDetail } from './fulfillment-fixtures';
import { chooseMenuItem, openMenu } from './fulfillment-test-helpers';

jest.setTimeout(30000);
// the PDF's own content is delivery-report-pdf.test.ts's: here, that the button makes it
jest.mock('./delivery-report-pdf', () => ({ saveDeliveryReportPdf: jest.fn() }));

let api: MockApi;
afterEach(() => api?.restore());

/** A Blob's text (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const section = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function showDetail(detail = sampleDetail(), routes: Parameters<typeof mockApi>[0] = {}) {
  let loads = 0;
  api = mockApi({
    'GET /fulfillment/123': () => {
      loads++;
      return [200, detail];
    },
    ...routes,
  });
  renderArea('/fulfillment', FulfillmentArea, '/fulfillment/123');
  await screen.findByRole('heading', { name: 'FUL-000123' });
  return () => loads;
}

describe('fulfillment request detail', () => {
  it('shows the request, patient, item, shipping and notes sections', async () => {
    mockSession(testUser('client_admin'));
    await showDetail(deliveredDetail());
    expect(screen.getByRole('button', { name: /Back to Fulfillment/ })).toBeInTheDocument();

    const request = section('Request');
    for (const text of ['FUL-000123', 'Delivered', 'Normal', '2', 'Emily Watson', "St Mary's General Hospital", 'Lipid Panel']) expect(within(request).getByText(text)).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'REQ-000077' })).toHaveAttribute('href', '/tests/77');

    const patient = section('Patient');
    for (const text of ['Olivia Harrington', 'MRN-P100042', 'olivia.harrington@example.com', /7700900123/]) expect(within(patient).getByText(text)).toBeInTheDocument();
    expect(within(patient).getByText(/12 Willow Lane/)).toHaveTextContent('12 Willow Lane Flat 3 Leeds, West Yorkshire LS1 4AB United Kingdom');

    const item = section('Item');
    expect(within(item).getByRole('link', { name: 'Home Blood Collection Kit' })).toHaveAttribute('href', '/inventory/9');
    for (const text of ['COL-HBC-101', 'Finger-prick kit with two microtainers', 'Central Supply']) expect(within(item).getByText(text)).toBeInTheDocument();

    const shipping = section('Shipping');
    for (const text of ['Marcus Reid', 'RM123456789GB', 'KIT-0042']) expect(within(shipping).getByText(text)).toBeInTheDocument();
    expect(within(shipping).getAllByText(/Nov 2\d, 2026, \d\d:\d\d/)).toHaveLength(2);

    expect(within(section('Notes')).getByText(/Leave with reception/)).toHaveTextContent('Leave with reception Ring twice');
  });

  it("says 'No notes', links the request it replaces and the one that replaced it, and shows a test request without a link to a role without the tests area", async () => {
    mockSession(testUser('fulfillment_agent'));
    await showDetail(sampleDetail({ status: 'cancelled', replaces_request_id: 45, replaced_by_request_id: 130 }));
    expect(within(section('Notes')).getByText('No notes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FUL-000045' })).toHaveAttribute('href', '/fulfillment/45');
    expect(screen.getByRole('link', { name: 'FUL-000130' })).toHaveAttribute('href', '/fulfillment/130');
    expect(within(section('Request')).getByText('REQ-000077')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'REQ-000077' })).not.toBeInTheDocument();
    expect(within(section('Shipping')).getByText('Unassigned')).toBeInTheDocument();
  });

  it('offers the Update Status menu of the status, and shows the request the action answers without loading it again', async () => {
    mockSession(testUser('fulfillment_agent'));
    const puts: unknown[] = [];
    const loads = await showDetail(sampleDetail({ status: 'dispatched' }), {
      'PUT /fulfillment/123/status': ({ body }) => {
        puts.push(body);
        return [200, deliveredDetail()];
      },
    });
    const user = setupUser();
    expect(await openMenu(user, 'Update Status')).toEqual(['Mark as Delivered', 'Cancel Request']);
    await chooseMenuItem(user, 'Mark as Delivered');
    await waitFor(() => expect(puts).toEqual([{ status: 'delivered' }]));
    expect(await screen.findByRole('button', { name: /Print Delivery Report/ })).toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('dispatches from the detail with the tracking number prompt, prefilled with the kit barcode', async () => {
    mockSession(testUser('super_admin'));
    const puts: unknown[] = [];
    await showDetail(sampleDetail({ status: 'assigned', barcode_number: 'KIT-0042' }), {
      'PUT /fulfillment/123/status': ({ body }) => {
        puts.push(body);
        return [200, sampleDetail({ status: 'dispatched' })];
      },
    });
    const user = setupUser();
    await openMenu(user, 'Update Status');
    await chooseMenuItem(user, 'Mark as Dispatched');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Kit barcode (optional)')).toHaveValue('KIT-0042');
    expect(within(dialog).getByRole('button', { name: 'Mark as Dispatched' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(FULFILLMENT_MESSAGES.trackingPrompt), 'TRK-9');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Dispatched' }));
    await waitFor(() => expect(puts).toEqual([{ status: 'dispatched', tracking_number: 'TRK-9', barcodeNumber: 'KIT-0042' }]));
  });

  it('offers no status action on a delivered request, and none at all to a role without fulfillment actions', async () => {
    mockSession(testUser('fulfillment_agent'));
    api = mockApi({ 'GET /fulfillment/123': [200, deliveredDetail()] });
    const { unmount } = renderArea('/fulfillment', FulfillmentArea, '/fulfillment/123');
    await screen.findByRole('heading', { name: 'FUL-000123' });
    expect(screen.queryByRole('button', { name: /Update Status/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print Delivery Report/ })).toBeInTheDocument();
    unmount();

    mockSession(testUser('institution_admin', { permissions: ['fulfillment', 'tests'] }));
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment/123');
    await screen.findByRole('heading', { name: 'FUL-000123' });
    expect(screen.queryByRole('button', { name: /Update Status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delivery Report/ })).not.toBeInTheDocument();
  });

  it('offers the delivery report only once delivered', async () => {
    mockSession(testUser('fulfillment_agent'));
    await showDetail(sampleDetail({ status: 'dispatched' }));
    expect(screen.getByRole('button', { name: /Update Status/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delivery Report/ })).not.toBeInTheDocument();
  });

  it('prints the delivery report in a new window', async () => {
    mockSession(testUser('fulfillment_agent'));
    await showDetail(deliveredDetail());
    const printed = { document: { open: jest.fn(), write: jest.fn(), close: jest.fn() }, focus: jest.fn(), print: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(printed as unknown as Window);
    await setupUser().click(screen.getByRole('button', { name: /Print Delivery Report/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const html = printed.document.write.mock.calls[0][0] as string;
    for (const text of ['Delivery Confirmation', 'FUL-000123', 'REQ-000077', 'Olivia Harrington', '12 Willow Lane', 'Home Blood Collection Kit', 'RM123456789GB', 'KIT-0042', 'Generated at']) {
      expect(html).toContain(text);
    }
    expect(printed.print).toHaveBeenCalled();
    open.mockRestore();
  });

  it('says so when the print window is blocked', async () => {
    mockSession(testUser('fulfillment_agent'));
    await showDetail(deliveredDetail());
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await setupUser().click(screen.getByRole('button', { name: /Print Delivery Report/ }));
    expect(await screen.findByText(/The report window was blocked/)).toBeInTheDocument();
    open.mockRestore();
  });

  it('downloads the delivery report as delivery-confirmation-{id}.json', async () => {
    mockSession(testUser('client_admin'));
    await showDetail(deliveredDetail());
    let saved: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });

    await setupUser().click(screen.getByRole('button', { name: /Download Delivery Report/ }));
    expect(clicks).toEqual([{ download: 'delivery-confirmation-123.json', href: 'blob:report' }]);
    expect(saved?.type).toBe('application/json');
    const report = JSON.parse(await readText(saved!));
    expect(report).toMatchObject({
      report: 'Delivery Confirmation',
      fulfillment_id: 'FUL-000123',
      test_request_id: 'REQ-000077',
      patient_name: 'Olivia Harrington',
      tracking_number: 'RM123456789GB',
      barcode_number: 'KIT-0042',
      delivery_date: '2026-11-22T14:05:00.000Z',
    });
    expect(report.generated_at).toEqual(expect.any(String));
    click.mockRestore();
  });

  it('downloads the delivery report as a PDF, and says so when it cannot be made', async () => {
    mockSession(testUser('fulfillment_agent'));
    await showDetail(deliveredDetail());
    const user = setupUser();
    const button = screen.getByRole('button', { name: /Download PDF/ });
    await user.click(button);
    await waitFor(() => expect(saveDeliveryReportPdf).toHaveBeenCalledTimes(1));
    // busy while its builder loads; a click then does nothing
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(jest.mocked(saveDeliveryReportPdf).mock.calls[0]).toEqual([expect.objectContaining({ fulfillment_id: 'FUL-000123', tracking_number: 'RM123456789GB' }), 123]);

    jest.mocked(saveDeliveryReportPdf).mockImplementation(() => {
      throw new Error('jspdf broke');
    });
    await user.click(button);
    expect(await screen.findByText(FULFILLMENT_MESSAGES.reportPdfFailed)).toBeInTheDocument();
    expect(screen.queryByText('jspdf broke')).not.toBeInTheDocument();
  });

  it("says 'Fulfillment Request Not Found' on 404, and the default text with a way back on other failures", async () => {
    mockSession(testUser('fulfillment_agent'));
    api = mockApi({ 'GET /fulfillment/123': [404, { error: FULFILLMENT_MESSAGES.apiNotFound }], 'GET /fulfillment/124': [500, {}] });
    const { unmount } = renderArea('/fulfillment', FulfillmentArea, '/fulfillment/123');
    expect(await screen.findByText('Fulfillment Request Not Found')).toBeInTheDocument();
    unmount();
    renderArea('/fulfillment', FulfillmentArea, '/fulfillment/124');
    expect(await screen.findByText(FULFILLMENT_MESSAGES.detailFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Fulfillment/ })).toBeInTheDocument();
  });
});
