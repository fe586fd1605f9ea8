// jsdom without the fetch API is not a browser: React Router's data routers need Request and
// Response. This environment lends jsdom Node's own (with the AbortController they accept).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'fetch', 'ReadableStream', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
