// @medplum/core 5.x targets Node 22 and reads `WebSocket.CLOSING` while it loads; Node 20 has no
// global WebSocket. The simulator never opens one, so a stand-in with the ready-state constants is
// enough. Import this module before anything that loads @medplum/core (fhir-validation.ts does).
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  class WebSocketUnavailable {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    constructor() {
      throw new Error('WebSocket is not available in this Node version (the reference lab does not use it)');
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocketUnavailable;
}

export {};
