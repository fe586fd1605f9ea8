import { printHtml } from './print-frame';

const frame = () => document.getElementById('lab-print-frame') as HTMLIFrameElement | null;

/** jsdom has no print dialog (nor renders srcdoc): each new frame's print() is counted instead. */
function countPrints() {
  const prints: HTMLIFrameElement[] = [];
  const observer = new MutationObserver(() => {
    const current = frame();
    if (current?.contentWindow && !prints.includes(current)) current.contentWindow.print = () => prints.push(current);
  });
  observer.observe(document.body, { childList: true });
  return { prints, stop: () => observer.disconnect() };
}

afterEach(() => frame()?.remove());

describe('printHtml', () => {
  const html = '<!doctype html><html><body><p>Jane Doe</p><p>KIT134829175</p></body></html>';

  it('prints the page in a hidden frame of its own, out of the tab order', async () => {
    const { prints, stop } = countPrints();
    await printHtml(html, 'Specimen label REQ-000123');
    stop();
    expect(prints).toEqual([frame()]);
    expect(frame()!.srcdoc).toBe(html);
    expect(frame()).toHaveAttribute('title', 'Specimen label REQ-000123');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(frame()!.tabIndex).toBe(-1);
    expect(frame()!.style.width).toBe('0px');
  });

  it('replaces the frame of an earlier print, and leaves once the dialog is done', async () => {
    const { prints, stop } = countPrints();
    await printHtml(html, 'first');
    await printHtml(html, 'second');
    stop();
    expect(prints).toHaveLength(2);
    expect(document.querySelectorAll('#lab-print-frame')).toHaveLength(1);
    frame()!.contentWindow!.dispatchEvent(new Event('afterprint'));
    expect(frame()).toBeNull();
  });
});
