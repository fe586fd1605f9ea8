// The specimen label as a page the browser prints: one 50 x 25 mm sheet (@page), the same texts
// and bars as the PDF, the bars as an inline SVG in mm so a label printer draws them at their
// true width. Self-contained: inline styles, no scripts, nothing fetched, every value escaped.
import { escapeHtml } from '@lab/shared';
import { barRects, LABEL_HEIGHT, LABEL_MARGIN, LABEL_WIDTH, labelTexts, layoutBarcode, type SpecimenLabelData } from './label-layout';

const mm = (n: number) => Number(n.toFixed(4));

function barcodeSvg(barcodeNumber: string): string {
  const layout = layoutBarcode(barcodeNumber);
  const bars = barRects(layout)
    .map((bar) => `<rect x="${mm(bar.x)}" y="0" width="${mm(bar.width)}" height="${layout.height}"/>`)
    .join('');
  return `<svg class="bars" style="top:${layout.y}mm;height:${layout.height}mm" viewBox="0 0 ${LABEL_WIDTH} ${layout.height}" preserveAspectRatio="none" shape-rendering="crispEdges" aria-hidden="true">${bars}</svg>`;
}

export function specimenLabelHtml(data: SpecimenLabelData): string {
  const t = labelTexts(data);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Label ${escapeHtml(t.requestId)}</title>
<style>
  @page { size: ${LABEL_WIDTH}mm ${LABEL_HEIGHT}mm; margin: 0; }
  html, body { margin: 0; padding: 0; }
  body { position: relative; width: ${LABEL_WIDTH}mm; height: ${LABEL_HEIGHT}mm; overflow: hidden; font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; }
  .line { position: absolute; left: ${LABEL_MARGIN}mm; right: ${LABEL_MARGIN}mm; margin: 0; line-height: 1.1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .name { top: 1.1mm; font-size: 8.5pt; font-weight: bold; }
  .ids { top: 4.6mm; font-size: 6.5pt; }
  .bars { position: absolute; left: 0; width: ${LABEL_WIDTH}mm; fill: #000; }
  .code { top: 16.9mm; font-size: 6.5pt; text-align: center; }
  .last { top: 20.2mm; font-size: 6.5pt; display: flex; }
  .last span { flex: none; }
  .last .sample { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
</style>
</head>
<body>
<p class="line name">${escapeHtml(t.patientName)}</p>
<p class="line ids">${escapeHtml(t.identifiers)}</p>
${barcodeSvg(t.barcodeNumber)}
<p class="line code">${escapeHtml(t.barcodeNumber)}</p>
<p class="line last"><span>${escapeHtml(t.requestId)}&nbsp;·&nbsp;</span><span class="sample">${escapeHtml(t.sampleType)}</span><span>&nbsp;·&nbsp;${escapeHtml(t.collection)}</span></p>
</body>
</html>`;
}
