import { TextDecoder, TextEncoder } from 'node:util';

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
