import { deliveryReportFileName, type FulfillmentDetail } from '@lab/shared';
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
