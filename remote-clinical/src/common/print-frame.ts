// Prints a page the portal made (a label) without leaving the screen or opening a window: the
// page goes into a hidden iframe of its own, whose print() opens the browser's print dialog on it
// alone. Its own document keeps its @page size and styles away from the portal's.

const FRAME_ID = 'lab-print-frame';

/**
 * Loads `html` into the hidden print frame and asks the browser to print it. Resolves once the
 * dialog has been asked for; a frame of an earlier print is replaced. Fails when the frame
 * cannot be made (nothing the user could do about it but try again).
 */
export function printHtml(html: string, title: string): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = title;
  // out of sight and out of the tab order; not display:none, which some browsers print blank
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', opacity: '0' });
  return new Promise((resolve, reject) => {
    frame.addEventListener(
      'load',
      () => {
        const view = frame.contentWindow;
        if (!view) return reject(new Error('The print frame did not open'));
        // some browsers return from print() at once: the frame stays until the dialog is done
        view.addEventListener('afterprint', () => frame.remove(), { once: true });
        view.focus();
        view.print();
        resolve();
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.appendChild(frame);
  });
}
