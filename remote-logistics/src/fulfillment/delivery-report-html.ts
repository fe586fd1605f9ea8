import { escapeHtml, formatDateTime } from '@lab/shared';
import { deliveryReportRows, type DeliveryReport } from './delivery-report';

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
