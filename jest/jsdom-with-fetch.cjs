// jsdom has no fetch; hand it Node's so ky and the API client run unchanged in unit tests.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.FormData = FormData;
    g.Blob = Blob;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.ReadableStream = ReadableStream;
    g.structuredClone = structuredClone;
  }
}

module.exports = JsdomWithFetch;
