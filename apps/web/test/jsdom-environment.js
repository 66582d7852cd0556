const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without a network stack of its own for `fetch`: this lends it Node's real fetch, resolving
 * relative paths against the document's base URL as a browser does (tests set a <base href>).
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    window.fetch = (input, init) => fetch(new URL(String(input), window.document.baseURI), init);
    // React Router encodes URLs with these at import; jsdom does not provide them.
    window.TextEncoder = TextEncoder;
    window.TextDecoder = TextDecoder;
    // A data router's navigation builds a Request (with an abort signal Node's fetch accepts).
    window.Request = Request;
    window.Headers = Headers;
    window.AbortController = AbortController;
    window.AbortSignal = AbortSignal;
    // react-hot-toast's Toaster asks for prefers-reduced-motion; jsdom has no media queries.
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
