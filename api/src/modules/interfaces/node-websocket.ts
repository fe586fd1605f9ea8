// @medplum/core 5.x (under @medplum/hl7) reads `WebSocket.CLOSING` while it loads, and Node 20 has
// no global WebSocket. The HL7 code never opens one, so a stand-in with the ready-state constants
// is enough. hl7.ts imports this before the library.
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  class WebSocketUnavailable {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    constructor() {
      throw new Error('WebSocket is not available in this Node version (the HL7 interfaces do not use it)');
    }
  }
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocketUnavailable;
}

export {};
