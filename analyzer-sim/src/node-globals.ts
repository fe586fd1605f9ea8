// @medplum/core 5.x targets Node 22 and reads `WebSocket.CLOSING` while it loads; Node 20 has no
// global WebSocket. The simulator never opens one, so a stand-in with the ready-state constants is
// enough. Only hl7.ts imports @medplum, and it imports this module first.
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  class WebSocketUnavailable {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    constructor() {
      throw new Error('WebSocket is not available in this Node version (the analyzer simulator does not use it)');
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocketUnavailable;
}

export {};
