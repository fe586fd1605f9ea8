// DOM setup for the browser packages' tests: jest-dom matchers and what jsdom lacks for antd and jspdf.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { keepOnlyVisibilityRules } from './visibility-styles';

// findBy*/waitFor wait up to 10 s (not 1): lazy chunks and antd renders take longer on a loaded CI
// machine (two cores, other suites beside), and a test that waits for something that never comes
// still fails.
configure({ asyncUtilTimeout: 10000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // antd measures pseudo-elements for scrollbars; jsdom does not implement them. The cascade runs
  // over the rules that decide visibility only (visibility-styles.ts).
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => {
    keepOnlyVisibilityRules(element.ownerDocument);
    return getComputedStyle(element);
  };

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as Record<string, unknown>).ResizeObserver ??= ResizeObserverStub;

  // antd's Select closes its dropdown in a MessageChannel macrotask. Node's own MessageChannel keeps
  // the process alive after the tests, so jsdom gets one that delivers through setTimeout instead.
  class MacrotaskPort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: MacrotaskPort | null = null;
    postMessage(data: unknown) {
      const target = this.peer;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class MacrotaskChannel {
    port1 = new MacrotaskPort();
    port2 = new MacrotaskPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  (globalThis as Record<string, unknown>).MessageChannel ??= MacrotaskChannel;
}

afterEach(() => {
  localStorage.clear();
});
