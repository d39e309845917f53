import { TextDecoder, TextEncoder } from 'node:util';
import { loadAdminUnits } from '@tavico/contracts/address';

// What jsdom lacks and react-router and antd read: text codecs, media queries, element resizes.
// Run before every unit test file (jest's setupFiles); it does nothing outside jsdom.
const jsdom = typeof window !== 'undefined';
if (jsdom) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (jsdom && !window.matchMedia)
  window.matchMedia = (query: string) =>
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
if (jsdom && !('ResizeObserver' in window))
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
// antd's forms batch their watchers in a macrotask through MessageChannel, which jsdom lacks.
if (jsdom && typeof MessageChannel === 'undefined')
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = class {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  };
// jsdom cannot parse some of the modern CSS antd injects (nested :where rules) and says so on
// every render; the styles do not matter to these tests, so that one complaint is dropped.
if (jsdom) {
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    // jsdom's error comes from its own realm: not an instance of this Error.
    const message = (args[0] as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.startsWith('Could not parse CSS stylesheet')) return;
    consoleError(...args);
  };
}
// The provinces and wards, a chunk of their own in the browser: here before a screen needs them,
// as on a second page, so no screen updates itself after its test is done.
if (jsdom) void loadAdminUnits();
