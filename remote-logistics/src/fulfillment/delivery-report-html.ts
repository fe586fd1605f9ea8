import { formatDateTime } from '@lab/shared';
import type { DeliveryReport } from './delivery-report';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
const orDash = (value: string | null) => (value && value.trim() ? value : '—');

/** The report's rows as label and text, in the order printed. */
export function deliveryReportRows(report: DeliveryReport): [label: string, value: string][] {
  return [
    ['Fulfillment Request', report.fulfillment_id],
    ['Test Request', report.test_request_id],
    ['Patient', report.patient_name],
    ['Address', report.patient_address.length ? report.patient_address.join('\n') : '—'],
    ['Item', `${report.item_name} (${report.item_sku})`],
    ['Quantity', String(report.quantity)],
    ['Tracking Number', orDash(report.tracking_number)],
    ['Kit Barcode', orDash(report.barcode_number)],
    ['Dispatch Date', formatDateTime(report.dispatch_date)],
    ['Delivery Date', formatDateTime(report.delivery_date)],
    ['Institution', orDash(report.institution_name)],
  ];
}

/** A self-contained printable page of the report (inline styles, no scripts, every value escaped). */
export function deliveryReportHtml(report: DeliveryReport): string {
  const title = `${report.report} ${report.fulfillment_id}`;
  const rows = deliveryReportRows(report)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 32px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  table { border-collapse: collapse; width: 100%; max-width: 720px; }
  th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #ccc; font-size: 14px; }
  th { width: 200px; }
  footer { margin-top: 24px; font-size: 12px; color: #444; }
</style>
</head>
<body>
<h1>${escapeHtml(report.report)}</h1>
<table>
${rows}
</table>
<footer>Generated at ${escapeHtml(formatDateTime(report.generated_at))}</footer>
</body>
</html>`;
}
