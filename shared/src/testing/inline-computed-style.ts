/**
 * jsdom's getComputedStyle runs the cascade of antd's CSS-in-JS on every call, which makes each
 * click take seconds. Tests that need inline styles only swap it, per test, with this.
 */
export function withInlineComputedStyle(): void {
  const real = window.getComputedStyle;
  const empty = document.createElement('div').style;
  beforeEach(() => {
    window.getComputedStyle = ((element: Element) => (element instanceof HTMLElement ? element.style : empty)) as typeof window.getComputedStyle;
  });
  afterEach(() => {
    window.getComputedStyle = real;
  });
}
