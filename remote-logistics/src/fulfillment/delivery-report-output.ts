import { deliveryReportFileName, FULFILLMENT_MESSAGES, type FulfillmentDetail } from '@lab/shared';
import { deliveryReport } from './delivery-report';
import { deliveryReportHtml } from './delivery-report-html';

/** Opens the report in a new window and asks the browser to print it. Fails when the window is blocked. */
export function printDeliveryReport(request: FulfillmentDetail): void {
  const win = window.open('', '_blank');
  if (!win) throw new Error('The report window was blocked: allow pop-ups for this site and try again');
  win.document.open();
  win.document.write(deliveryReportHtml(deliveryReport(request)));
  win.document.close();
  win.focus();
  win.print();
}

/** Saves the report as delivery-confirmation-{id}.json. */
export function downloadDeliveryReport(request: FulfillmentDetail): void {
  const blob = new Blob([JSON.stringify(deliveryReport(request), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = deliveryReportFileName(request.id);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // once the click has handed the file to the browser
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves the report as a printable PDF, delivery-confirmation-{id}.pdf. The PDF builder (jspdf) is
 * a chunk of its own, loaded on the first click, never with the page. Whatever fails (the chunk,
 * jspdf) is nothing a user can act on: it fails with the catalogue's text.
 */
export async function downloadDeliveryReportPdf(request: FulfillmentDetail): Promise<void> {
  try {
    const { saveDeliveryReportPdf } = await import(/* webpackChunkName: "delivery-report-pdf" */ './delivery-report-pdf');
    saveDeliveryReportPdf(deliveryReport(request), request.id);
  } catch (error) {
    throw new Error(FULFILLMENT_MESSAGES.reportPdfFailed, { cause: error });
  }
}
